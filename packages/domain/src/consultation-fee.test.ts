import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_FEE_MAX_EGP,
  findConsultationFee,
  findUnpricedWorkplaces,
  formatConsultationFee,
  summarizeDoctorFee,
} from './consultation-fee';
import { ZConsultationFeeSchema } from './consultation-fee-schema';

const FEES = [
  { doctorId: 'mona', branchId: 'heliopolis', amountEgp: 600 },
  { doctorId: 'mona', branchId: 'maadi', amountEgp: 450 },
  { doctorId: 'omar', branchId: 'maadi', amountEgp: 500 },
  { doctorId: 'omar', branchId: 'zayed', amountEgp: 500 },
];

describe('ZConsultationFeeSchema', () => {
  it('takes whole pounds from 1 to the maximum', () => {
    for (const amount of [1, 350, CONSULTATION_FEE_MAX_EGP]) expect(ZConsultationFeeSchema.parse(amount)).toBe(amount);
  });

  it('refuses zero, fractions, negatives, the maximum exceeded and what is not a number', () => {
    for (const value of [0, 0.5, 350.25, -1, CONSULTATION_FEE_MAX_EGP + 1, '350', null, Number.NaN]) {
      expect(ZConsultationFeeSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('formatConsultationFee', () => {
  it('writes Egyptian pounds in each language with Western digits', () => {
    expect(formatConsultationFee(1500, 'en')).toBe('EGP\u00a01,500');
    const arabic = formatConsultationFee(1500, 'ar');
    expect(arabic).toContain('1,500');
    expect(arabic).toContain('ج.م.');
    expect(arabic).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('summarizeDoctorFee', () => {
  it('gives the lowest fee, from, when the branches differ', () => {
    expect(summarizeDoctorFee(FEES, 'mona', ['heliopolis', 'maadi'])).toEqual({ amountEgp: 450, from: true });
    expect(summarizeDoctorFee(FEES, 'omar', ['maadi', 'zayed'])).toEqual({ amountEgp: 500, from: false });
  });

  it("gives one branch's fee when the list is narrowed to that branch", () => {
    expect(summarizeDoctorFee(FEES, 'mona', ['heliopolis'])).toEqual({ amountEgp: 600, from: false });
    expect(summarizeDoctorFee(FEES, 'omar', ['heliopolis'])).toBeNull();
  });

  it('leaves out a fee at a branch the doctor no longer works at', () => {
    expect(summarizeDoctorFee(FEES, 'mona', ['heliopolis'])).toEqual({ amountEgp: 600, from: false });
    expect(summarizeDoctorFee(FEES, 'mona', [])).toBeNull();
  });

  it('is null for a doctor without fees, never zero', () => {
    expect(summarizeDoctorFee(FEES, 'laila', ['maadi'])).toBeNull();
    expect(summarizeDoctorFee([], 'mona', ['maadi'])).toBeNull();
  });
});

describe('findConsultationFee', () => {
  it("finds one doctor's fee at one branch, or null", () => {
    expect(findConsultationFee(FEES, 'mona', 'maadi')).toBe(450);
    expect(findConsultationFee(FEES, 'mona', 'zayed')).toBeNull();
  });
});

describe('findUnpricedWorkplaces', () => {
  it('lists each branch a doctor works at without a fee, and nothing for a fee at a branch left', () => {
    const doctors = [
      { doctorId: 'mona', branchIds: ['heliopolis', 'zayed'] },
      { doctorId: 'omar', branchIds: ['maadi'] },
      { doctorId: 'yasmine', branchIds: ['smouha'] },
    ];
    expect(findUnpricedWorkplaces(doctors, FEES)).toEqual([
      { doctorId: 'mona', branchId: 'zayed' },
      { doctorId: 'yasmine', branchId: 'smouha' },
    ]);
    expect(findUnpricedWorkplaces([], FEES)).toEqual([]);
  });
});
