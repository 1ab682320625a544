import {
  type TRetentionCutoffs,
  type TRetentionSettings,
  findRetentionCutoffs,
  hasCardRetentionEnded,
  isDueForAnonymization,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { findAppointments, forgetStaffWords, updateAppointments } from '../appointments/appointment-records';
import { deleteCardImage } from '../booking/card-images';
import { forgetManageLinks } from '../booking/manage-links';
import { forgetReviewLinks } from '../reviews/review-links';
import { forgetVisitReview } from '../reviews/visit-reviews';
import { scrubPatientMessages } from '../messages/message-records';
import { forgetAccessBefore } from '../staff/access-log';
import { startScheduledJob } from '../operations/scheduled-jobs';
import { readCmsEnvironment } from '../environment';
import { anonymizeEndedWaitingEntries } from '../waiting-list/waiting-privacy';

const CONTACT_MESSAGE = 'api::contact-message.contact-message';
const BATCH_SIZE = 100;
/** The first run waits this long after boot (or one interval, if shorter), away from the start-up work. */
const FIRST_RUN_DELAY_MS = 60 * 1000;

/**
 * What an anonymized appointment keeps in place of the patient's details and of what staff wrote
 * about them (the cancellation note). Written with strapi.db.query, which skips the content API's
 * validation; the columns are plain and nullable, so empty values are stored as they are. The
 * `.invalid` domain can never receive mail (RFC 2606).
 */
const ANONYMIZED_PATIENT = {
  firstName: 'Anonymized',
  lastName: '',
  email: 'anonymized@example.invalid',
  phone: '',
  age: null,
  notes: null,
  cancelNote: null,
} as const;

type CardRow = {
  id: number;
  closedAt: string | null;
  endsAt: string;
  cardFrontFile: string | null;
  cardBackFile: string | null;
};

type RetentionResult = {
  cardImagesDeleted: number;
  appointmentsAnonymized: number;
  contactMessagesDeleted: number;
  /** Patient messages whose words were deleted, their state and times kept. */
  messageBodiesDeleted: number;
  /** Access log entries past their period. */
  accessLogEntriesDeleted: number;
  /** Waiting-list entries that ended before their period. */
  waitingEntriesAnonymized: number;
};

/** Deletes both files of an appointment; `force` makes a file already gone no error, so a rerun finishes the work. */
const deleteCardFiles = async (row: Pick<CardRow, 'cardFrontFile' | 'cardBackFile'>) => {
  const files = [row.cardFrontFile, row.cardBackFile].filter((file): file is string => Boolean(file));
  await Promise.all(files.map((file) => deleteCardImage(file)));
  return files.length;
};

/**
 * Appointments with card images, a batch at a time in id order. The query is a superset (closed, or
 * visit ended, before the cut-off); the domain rule decides, so the rule lives in one tested place.
 */
const deleteExpiredCardImages = async (strapi: Core.Strapi, cutoffs: TRetentionCutoffs) => {
  let deleted = 0;
  for (let lastId = 0; ; ) {
    const rows = await findAppointments<CardRow>(strapi, {
      where: {
        $and: [
          { id: { $gt: lastId } },
          { $or: [{ cardFrontFile: { $notNull: true } }, { cardBackFile: { $notNull: true } }] },
          { $or: [{ closedAt: { $lt: cutoffs.cardImagesBefore } }, { endsAt: { $lt: cutoffs.cardImagesBefore } }] },
        ],
      },
      select: ['id', 'closedAt', 'endsAt', 'cardFrontFile', 'cardBackFile'],
      orderBy: { id: 'asc' },
      limit: BATCH_SIZE,
    });
    for (const row of rows.filter((candidate) => hasCardRetentionEnded(candidate, cutoffs))) {
      // Files first: if the update then fails, the row still names them and the next run retries.
      deleted += await deleteCardFiles(row);
      await updateAppointments(strapi, { id: row.id }, { cardFrontFile: null, cardBackFile: null });
    }
    if (rows.length < BATCH_SIZE) return deleted;
    lastId = rows[rows.length - 1]?.id ?? lastId;
  }
};

/**
 * Replaces one appointment's patient details with placeholders and deletes its card images, what
 * staff wrote about the patient, its messages' words, its manage and review links and the link to its
 * review. The update only matches a row not yet anonymized, so two processes never do it twice;
 * answers 1 if this call did it.
 */
export const anonymizeAppointment = async (
  strapi: Core.Strapi,
  row: { id: number; documentId: string } & Pick<CardRow, 'cardFrontFile' | 'cardBackFile'>,
  now: Date,
) => {
  await deleteCardFiles(row);
  const count = await updateAppointments(
    strapi,
    { id: row.id, anonymizedAt: { $null: true } },
    { ...ANONYMIZED_PATIENT, cardFrontFile: null, cardBackFile: null, anonymizedAt: now },
  );
  if (count > 0) {
    // What staff wrote about the patient goes with the patient's details.
    await forgetStaffWords(strapi, row.documentId);
    await scrubPatientMessages(strapi, { documentId: row.documentId });
    await forgetManageLinks(strapi, row.documentId);
    // Its review link opens nothing, and its review, if published, stays without a link to the visit.
    await forgetReviewLinks(strapi.db.connection, [row.documentId]);
    await forgetVisitReview(strapi, row.documentId);
  }
  return count;
};

/**
 * Replaces the patient's details of appointments whose visit is past the anonymization cut-off, and
 * deletes their card images. The booking number, dates, doctor, branch, specialty, service, contract
 * type, status, cancellation reason and status history (staff accounts and reasons, not the notes)
 * stay for the clinic's figures; staff notes are deleted.
 * The query narrows the rows and the domain rule decides, as for the card images. The update only
 * matches a row not yet anonymized, so two CMS processes never do it twice.
 */
const anonymizeOldAppointments = async (strapi: Core.Strapi, cutoffs: TRetentionCutoffs, now: Date) => {
  let anonymized = 0;
  for (let lastId = 0; ; ) {
    const rows = await findAppointments<
      Pick<CardRow, 'id' | 'endsAt' | 'cardFrontFile' | 'cardBackFile'> & {
        documentId: string;
        anonymizedAt: string | null;
      }
    >(strapi, {
      where: { id: { $gt: lastId }, anonymizedAt: { $null: true }, endsAt: { $lt: cutoffs.anonymizeVisitsBefore } },
      select: ['id', 'documentId', 'endsAt', 'anonymizedAt', 'cardFrontFile', 'cardBackFile'],
      orderBy: { id: 'asc' },
      limit: BATCH_SIZE,
    });
    for (const row of rows.filter((candidate) => isDueForAnonymization(candidate, cutoffs))) {
      anonymized += await anonymizeAppointment(strapi, row, now);
    }
    if (rows.length < BATCH_SIZE) return anonymized;
    lastId = rows[rows.length - 1]?.id ?? lastId;
  }
};

/** A message is the visitor's own words: there is nothing to keep once its period is over. */
const deleteOldContactMessages = async (strapi: Core.Strapi, cutoffs: TRetentionCutoffs) => {
  const { count } = await strapi.db.query(CONTACT_MESSAGE).deleteMany({
    where: { createdAt: { $lt: cutoffs.contactMessagesBefore } },
  });
  return count;
};

/**
 * Applies the retention periods (see packages/domain/src/retention.ts) as of `now`. Safe to run any
 * number of times, by several CMS processes at once: whatever is done is no longer matched.
 */
export const applyRetention = async (
  strapi: Core.Strapi,
  now = new Date(),
  settings: TRetentionSettings = readCmsEnvironment().retention,
): Promise<RetentionResult> => {
  const cutoffs = findRetentionCutoffs(now, settings);
  return {
    cardImagesDeleted: await deleteExpiredCardImages(strapi, cutoffs),
    appointmentsAnonymized: await anonymizeOldAppointments(strapi, cutoffs, now),
    contactMessagesDeleted: await deleteOldContactMessages(strapi, cutoffs),
    messageBodiesDeleted: await scrubPatientMessages(strapi, { deliveredBefore: cutoffs.messageBodiesBefore }),
    accessLogEntriesDeleted: await forgetAccessBefore(strapi.db.connection, cutoffs.accessLogBefore),
    waitingEntriesAnonymized: await anonymizeEndedWaitingEntries(strapi, cutoffs, now),
  };
};

/**
 * Runs the retention job shortly after boot and then every RETENTION_INTERVAL_MS, as a scheduled job
 * (its runs recorded, a failure reported and retried next time). Invalid settings throw here, at boot.
 */
export const startRetentionJob = (strapi: Core.Strapi) => {
  const settings = readCmsEnvironment().retention;
  return startScheduledJob(strapi, {
    name: 'retention',
    periodMs: settings.intervalMs,
    firstRunDelayMs: Math.min(settings.intervalMs, FIRST_RUN_DELAY_MS),
    run: async () => {
      const result = await applyRetention(strapi, new Date(), settings);
      if (Object.values(result).some((count) => count > 0)) {
        strapi.log.info(
          `Retention: ${result.cardImagesDeleted} card image(s) deleted, ${result.appointmentsAnonymized} appointment(s) anonymized, ${result.contactMessagesDeleted} contact message(s) deleted, ${result.messageBodiesDeleted} patient message text(s) deleted, ${result.accessLogEntriesDeleted} access log entr(ies) deleted, ${result.waitingEntriesAnonymized} waiting-list entr(ies) anonymized`,
        );
      }
    },
  });
};
