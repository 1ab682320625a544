import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Place,
  bookPlace,
  createOneDaySchedule,
  createTestDoctor,
  futureDay,
  uniqueSurname,
  slotHours,
} from './support/booking';
import { createEntry, createFullAccessToken, createRestSender, signInAsStaff } from './support/cms-admin';
import { signInAsCmsEditor } from './support/cms-editor';
import { waitForEmail } from './support/mail';

type Fee = {
  documentId: string;
  amountEgp: number;
  doctor: { documentId: string } | null;
  branch: { documentId: string } | null;
};
type ErrorBody = { error: { message: string; details: { errors?: { path: string[]; message: string }[] } } };

const FEES_PATH =
  '/consultation-fees?populate[doctor][fields][0]=name&populate[branch][fields][0]=name&pagination[pageSize]=200';

/**
 * A consultation fee belongs to one doctor at one branch, in whole Egyptian pounds, the same in both
 * languages; anyone may read it, and a booking keeps the fee of the moment it was made.
 */
describe('[CMS]: consultation fees', () => {
  let cmsUrl: string;
  let token: string;
  let place: Place;
  let doctor: string;
  let removeDoctor = async () => new Response();
  let send: ReturnType<typeof createRestSender>;
  const day = futureDay(23);

  const listFees = async () => {
    const response = await fetch(`${cmsUrl}/api${FEES_PATH}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Fee[] }).data;
  };
  const feesOfTestDoctor = async () => (await listFees()).filter((fee) => fee.doctor?.documentId === doctor);
  const refusal = async (response: Response) => {
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorBody;
    return { path: error.details.errors?.[0]?.path, message: error.message };
  };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    token = await createFullAccessToken(cmsUrl);
    send = createRestSender(cmsUrl, token);
    const testDoctor = await createTestDoctor(cmsUrl, token, 'Dr. Fee Tester');
    place = testDoctor.place;
    doctor = place.doctor;
    removeDoctor = testDoctor.remove;
    await createOneDaySchedule(cmsUrl, token, place, day, slotHours('05:00', '06:00', 20));
  });

  afterAll(async () => {
    for (const fee of doctor ? await feesOfTestDoctor() : [])
      await send('DELETE', `/consultation-fees/${fee.documentId}`);
    await removeDoctor();
  });

  it('seeds a fee for every demo doctor but the newest at each of their branches, readable by anyone', async () => {
    const doctors = (await (
      await fetch(`${cmsUrl}/api/doctors?sort=publicId:asc&populate[branches][fields][0]=name&pagination[pageSize]=100`)
    ).json()) as { data: { documentId: string; branches: { documentId: string }[] }[] };
    const fees = await listFees();
    const seeded = doctors.data.filter((candidate) => candidate.documentId !== doctor);
    const withFees = seeded.filter((candidate) => fees.some((fee) => fee.doctor?.documentId === candidate.documentId));
    expect(withFees.length).toBe(seeded.length - 1);
    for (const seededDoctor of withFees) {
      for (const branch of seededDoctor.branches) {
        const fee = fees.find(
          (candidate) =>
            candidate.doctor?.documentId === seededDoctor.documentId &&
            candidate.branch?.documentId === branch.documentId,
        );
        expect(fee?.amountEgp).toBeGreaterThanOrEqual(200);
        expect((fee?.amountEgp ?? 0) % 50).toBe(0);
      }
    }
  });

  it('is written by editors only', async () => {
    const anonymous = await fetch(`${cmsUrl}/api/consultation-fees`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { doctor: place.doctor, branch: place.branch, amountEgp: 1 } }),
    });
    expect([401, 403]).toContain(anonymous.status);
    const staff = await signInAsStaff(cmsUrl);
    const asStaff = await fetch(`${cmsUrl}/api/consultation-fees`, {
      method: 'POST',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { ...place, amountEgp: 1 } }),
    });
    expect(asStaff.status).toBe(403);
    expect(await feesOfTestDoctor()).toEqual([]);
  });

  it('refuses what is not whole pounds from 1 to 100,000, a missing doctor or branch, on the field, and keeps nothing', async () => {
    for (const amountEgp of [0, -50, 12.5, 100_001, 'free', null, undefined]) {
      const response = await send('POST', '/consultation-fees', { ...place, amountEgp });
      expect(await refusal(response)).toEqual({
        path: ['amountEgp'],
        message: 'Enter the fee in whole Egyptian pounds, from 1 to 100,000.',
      });
    }
    expect(await refusal(await send('POST', '/consultation-fees', { branch: place.branch, amountEgp: 400 }))).toEqual({
      path: ['doctor'],
      message: 'Choose the doctor this fee is for.',
    });
    expect(await refusal(await send('POST', '/consultation-fees', { doctor: place.doctor, amountEgp: 400 }))).toEqual({
      path: ['branch'],
      message: 'Choose the branch this fee is for.',
    });
    expect(await feesOfTestDoctor()).toEqual([]);
  });

  it('keeps one fee per doctor and branch, and tells the editor in their language which one exists', async () => {
    const first = await createEntry(cmsUrl, token, 'consultation-fees', { ...place, amountEgp: 450 });
    const second = await send('POST', '/consultation-fees', { ...place, amountEgp: 500 });
    const { path, message } = await refusal(second);
    expect(path).toEqual(['branch']);
    expect(message).toMatch(/^Dr\. Fee Tester already has a fee at .+ \(EGP\u00a0450\)\. Change that entry instead/);

    const editorToken = await signInAsCmsEditor(cmsUrl);
    const panel = (path: string, method: string, body: unknown) =>
      fetch(`${cmsUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${editorToken}` },
        body: JSON.stringify(body),
      });
    expect((await panel('/admin/users/me', 'PUT', { preferedLanguage: 'ar' })).status).toBe(200);
    try {
      const fromPanel = await panel(
        '/content-manager/collection-types/api::consultation-fee.consultation-fee',
        'POST',
        {
          doctor: { connect: [{ documentId: place.doctor, locale: 'en' }] },
          branch: { connect: [{ documentId: place.branch, locale: 'en' }] },
          amountEgp: 600,
        },
      );
      const arabic = await refusal(fromPanel);
      expect(arabic.path).toEqual(['branch']);
      expect(arabic.message).toContain('سعر كشف');
      expect(arabic.message).toContain('450');
    } finally {
      await panel('/admin/users/me', 'PUT', { preferedLanguage: 'en' });
    }
    const fees = await feesOfTestDoctor();
    expect(fees.map((fee) => [fee.documentId, fee.amountEgp])).toEqual([[first, 450]]);
  });

  it('names each fee in the admin panel’s list by doctor, branch and amount', async () => {
    const [fee] = await feesOfTestDoctor();
    const response = await send('GET', `/consultation-fees/${fee?.documentId}?fields[0]=label`);
    const { data } = (await response.json()) as { data: { label: string } };
    expect(data.label).toMatch(/^Dr\. Fee Tester — .+ — EGP\u00a0450$/);
  });

  it('is copied onto a booking, which keeps it when the fee changes, and is said in the patient’s email', async () => {
    const [fee] = await feesOfTestDoctor();
    const email = `${uniqueSurname('fee').toLowerCase()}@example.com`;
    const booked = await bookPlace(cmsUrl, place, day.at('05:00'), { overrides: { patient: patientWith(email) } });
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ consultationFeeEgp: 450 });
    const message = await waitForEmail(email);
    expect(message.text).toContain('Consultation fee: EGP\u00a0450');

    expect((await send('PUT', `/consultation-fees/${fee?.documentId}`, { amountEgp: 550 })).status).toBe(200);
    const later = await bookPlace(cmsUrl, place, day.at('05:20'));
    expect(later.body.data).toMatchObject({ consultationFeeEgp: 550 });

    const staff = await signInAsStaff(cmsUrl);
    const number = (booked.body.data as { bookingNumber: string }).bookingNumber;
    const listed = await fetch(`${cmsUrl}/api/staff/appointments?q=${number}`, { headers: staff });
    const { data } = (await listed.json()) as { data: { consultationFeeEgp: number | null }[] };
    expect(data.map((row) => row.consultationFeeEgp)).toEqual([450]);
  });

  it('leaves a booking without a fee when none is given, and its email says none', async () => {
    for (const fee of await feesOfTestDoctor()) {
      expect((await send('DELETE', `/consultation-fees/${fee.documentId}`)).status).toBe(204);
    }
    const email = `${uniqueSurname('nofee').toLowerCase()}@example.com`;
    const booked = await bookPlace(cmsUrl, place, day.at('05:40'), { overrides: { patient: patientWith(email) } });
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ consultationFeeEgp: null });
    expect((await waitForEmail(email)).text).not.toContain('Consultation fee');
  });
});

const patientWith = (email: string) => ({
  firstName: 'Mona',
  lastName: 'Saleh',
  email,
  phone: '01012345678',
  age: 34,
  contractType: 'cash',
});
