import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchAppointment } from './bench-staff';

/** The appointment content type the CMS checks a write against: an unknown key answers 400 "Invalid key". */
const appointmentType = JSON.parse(
  readFileSync(new URL('../../cms/src/api/appointment/content-types/appointment/schema.json', import.meta.url), 'utf8'),
) as { attributes: Record<string, { required?: boolean }> };

const place = {
  doctor: { documentId: 'doctor-1', name: 'Dr. Heba Shawky' },
  branch: { documentId: 'branch-1', name: 'Heliopolis Branch' },
};

describe('benchAppointment', () => {
  const written = Array.from({ length: 40 }, (_, index) => benchAppointment(index, place, Date.UTC(2026, 11, 3)));

  it('writes only what an appointment holds, and all it requires', () => {
    const attributes = Object.keys(appointmentType.attributes);
    const required = attributes.filter((name) => appointmentType.attributes[name]?.required);
    for (const appointment of written) {
      expect(attributes).toEqual(expect.arrayContaining(Object.keys(appointment)));
      expect(Object.keys(appointment)).toEqual(expect.arrayContaining(required));
    }
  });

  it('names its doctor and branch by document id, as the CMS keeps them', () => {
    expect(written[0]).toMatchObject({ doctorDocumentId: 'doctor-1', branchDocumentId: 'branch-1' });
  });

  it('spreads the visits over statuses, contracts and a 30-day range, each with its own booking number', () => {
    expect(new Set(written.map((appointment) => appointment.status))).toEqual(
      new Set(['pending', 'confirmed', 'canceled', 'done']),
    );
    expect(new Set(written.map((appointment) => appointment.contractType))).toEqual(
      new Set(['cash', 'company', 'syndicate']),
    );
    expect(new Set(written.map((appointment) => appointment.bookingNumber)).size).toBe(written.length);
    const days = new Set(written.map((appointment) => appointment.startsAt.slice(0, 10)));
    expect(days.size).toBe(30);
  });
});
