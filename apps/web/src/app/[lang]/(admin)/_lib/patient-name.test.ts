import { describe, expect, it } from 'vitest';
import { patientName } from './patient-name';

describe('patientName', () => {
  it('joins the first and last name, and writes no space for a missing one', () => {
    expect(patientName({ firstName: 'Dina', lastName: 'Adel', anonymizedAt: null }, 'x')).toBe('Dina Adel');
    expect(patientName({ firstName: 'Dina', lastName: '', anonymizedAt: null }, 'x')).toBe('Dina');
  });

  it('writes the page’s words for an anonymized visit, not what the CMS stored in the name', () => {
    const visit = { firstName: 'Anonymized', lastName: '', anonymizedAt: '2026-11-01T00:00:00.000Z' };
    expect(patientName(visit, 'مريض حُذفت بياناته')).toBe('مريض حُذفت بياناته');
  });
});
