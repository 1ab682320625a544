import { type TDoctorSchedule, addDaysToIsoDate, doSchedulesOverlap, toCairoDate } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { BranchSeed, DayHoursSeed, DemoContent } from './content/types';
import { ensureLocalizedDocument } from './documents';
import { lookup, type SeedIndex } from './seed-collections';

const SCHEDULE = 'api::doctor-schedule.doctor-schedule';
const SLOT_LENGTHS = [15, 20, 30] as const;
const DAYS_PER_BRANCH = 3;

const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The days a branch opens, Fridays aside (most doctors keep Friday for surgery or rest). */
const openDays = (branch: BranchSeed) =>
  branch.openingHours.filter(
    (hours): hours is DayHoursSeed & { opensAt: string; closesAt: string } =>
      !hours.isClosed && hours.day !== 'friday' && Boolean(hours.opensAt && hours.closesAt),
  );

/**
 * Weekly schedules for every doctor at each of their branches, inside the branch's opening hours:
 * mostly fixed appointments (15, 20 or 30 minutes) and, for every third pair, an afternoon
 * 'first come, first served' session of 12 places, as Egyptian clinics commonly run. A doctor is one
 * person: a day whose hours would overlap the doctor's hours at another branch is passed over for the
 * next one, so no doctor is due at two places at once.
 */
const buildSchedules = (content: DemoContent) =>
  content.doctors.flatMap((doctor, doctorIndex) => {
    const placed: (TDoctorSchedule & { key: string; doctorKey: string; branchKey: string })[] = [];
    doctor.branchKeys.forEach((branchKey, branchIndex) => {
      const branch = content.branches.find((candidate) => candidate.key === branchKey);
      if (!branch) throw new Error(`Unknown branch ${branchKey}`);
      const days = openDays(branch);
      const isSession = (doctorIndex + branchIndex) % 3 === 2;
      const slotMinutes = SLOT_LENGTHS[doctorIndex % SLOT_LENGTHS.length] ?? 20;
      const firstDay = doctorIndex + branchIndex * 2;
      let placedHere = 0;
      for (let step = 0; step < days.length * 2 && placedHere < Math.min(DAYS_PER_BRANCH, days.length); step += 1) {
        const hours = days[(firstDay + step * 2 + Math.floor((step * 2) / days.length)) % days.length];
        if (!hours) throw new Error(`Branch ${branchKey} has no open day`);
        const opens = toMinutes(hours.opensAt);
        const closes = toMinutes(hours.closesAt);
        // Evening clinics for appointments, early afternoon for sessions; four hours at most.
        const start = isSession ? opens : Math.max(opens, closes - 4 * 60);
        const end = isSession ? Math.min(closes, opens + 3 * 60) : closes;
        const schedule = {
          id: `${doctor.key}@${branchKey}#${hours.day}`,
          key: `${doctor.key}@${branchKey}#${hours.day}`,
          doctorKey: doctor.key,
          branchKey,
          weekday: hours.day,
          startTime: toClock(start),
          endTime: toClock(end),
          mode: isSession ? ('fcfs' as const) : ('slots' as const),
          slotMinutes: isSession ? null : slotMinutes,
          capacity: isSession ? 12 : 1,
          effectiveFrom: null,
          effectiveUntil: null,
        };
        if (placed.some((other) => other.id === schedule.id || doSchedulesOverlap(other, schedule))) continue;
        placed.push(schedule);
        placedHere += 1;
      }
    });
    return placed;
  });

/**
 * Schedules and a few closures. They are seeded once, when the CMS has none: afterwards they belong
 * to the clinic's editors, and closures are dated relative to the first seed's day.
 */
export const seedSchedules = async (strapi: Core.Strapi, content: DemoContent, index: SeedIndex) => {
  const schedules = buildSchedules(content);
  if ((await strapi.db.query(SCHEDULE).count({})) > 0) return schedules;

  for (const schedule of schedules) {
    await strapi.documents(SCHEDULE).create({
      data: {
        doctor: lookup(index, schedule.doctorKey),
        branch: lookup(index, schedule.branchKey),
        weekday: schedule.weekday,
        startTime: schedule.startTime,
        endTime: schedule.endTime,
        mode: schedule.mode,
        // A first-come session has no slot length: left unset, it is stored as null.
        slotMinutes: schedule.slotMinutes ?? undefined,
        capacity: schedule.capacity,
      },
    });
  }

  const today = toCairoDate(new Date());
  const [firstDoctor] = content.doctors;
  const [, secondBranch] = content.branches;
  const closures = [
    {
      identity: 'leave',
      doctor: firstDoctor ? lookup(index, firstDoctor.key) : null,
      branch: null,
      startDate: addDaysToIsoDate(today, 9),
      endDate: addDaysToIsoDate(today, 11),
      reason: { en: 'Attending an international ENT congress', ar: 'حضور مؤتمر دولي للأنف والأذن والحنجرة' },
    },
    {
      identity: 'maintenance',
      doctor: null,
      branch: secondBranch ? lookup(index, secondBranch.key) : null,
      startDate: addDaysToIsoDate(today, 12),
      endDate: addDaysToIsoDate(today, 12),
      reason: { en: 'Branch closed for audiology booth maintenance', ar: 'الفرع مغلق لصيانة غرفة قياس السمع' },
    },
  ];
  for (const closure of closures) {
    await ensureLocalizedDocument(
      strapi,
      'api::schedule-exception.schedule-exception',
      { reason: closure.reason.en },
      (locale) => ({
        doctor: closure.doctor,
        branch: closure.branch,
        startDate: closure.startDate,
        endDate: closure.endDate,
        reason: closure.reason[locale],
      }),
    );
  }
  return schedules;
};

const FEE = 'api::consultation-fee.consultation-fee';

/**
 * A consultation fee for each doctor at each branch, rounded to 50 pounds: more for more years of
 * experience, less in Alexandria than in Cairo, and more at a doctor's second Cairo branch, so that
 * some cards read 'from'. The last doctor has none yet, as a newly joined doctor would: the site shows
 * no fee rather than zero. Seeded once, when the CMS has none, like the schedules.
 */
export const seedConsultationFees = async (strapi: Core.Strapi, content: DemoContent, index: SeedIndex) => {
  if ((await strapi.db.query(FEE).count({})) > 0) return;
  for (const doctor of content.doctors.slice(0, -1)) {
    const base = 250 + doctor.yearsOfExperience * 15;
    for (const [branchIndex, branchKey] of doctor.branchKeys.entries()) {
      const amount = (branchKey === 'branch-smouha' ? base * 0.8 : base) + branchIndex * 100;
      await strapi.documents(FEE).create({
        data: {
          doctor: lookup(index, doctor.key),
          branch: lookup(index, branchKey),
          amountEgp: Math.round(amount / 50) * 50,
        },
      });
    }
  }
};
