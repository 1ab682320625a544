// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, textsOf } from '@/test-support/render';
import { EMPTY_BOOKING } from '../_lib/booking-state';
import { TEST_CATALOG } from '../_lib/test-catalog';
import { BookingSummary } from './booking-summary';

const catalog = {
  ...TEST_CATALOG,
  branches: TEST_CATALOG.branches.map((branch) =>
    branch.id === 'nasr' ? { ...branch, name: 'Nasr City', address: '12 Abbas El-Akkad Street' } : branch,
  ),
};
const state = {
  ...EMPTY_BOOKING,
  flow: 'doctor' as const,
  doctor: 'amr',
  branch: 'nasr',
  start: '2026-11-24T10:30:00+02:00',
};

describe('BookingSummary', () => {
  it('writes the branch and its address with the comma of the page’s language', async () => {
    const english = await render(<BookingSummary catalog={catalog} state={state} />);
    expect(textsOf(english.container, 'dd')).toContain('Nasr City, 12 Abbas El-Akkad Street');
    const arabic = await render(<BookingSummary catalog={catalog} state={state} />, { locale: 'ar' });
    expect(textsOf(arabic.container, 'dd')).toContain('Nasr City، 12 Abbas El-Akkad Street');
  });

  it('shows the doctor’s fee at the branch, and no row without one', async () => {
    const { container } = await render(<BookingSummary catalog={catalog} state={state} />);
    expect(textsOf(container, 'dt')).toContain('Consultation fee');
    expect(textsOf(container, 'dd')).toContain('EGP\u00a0400');
    const noFee = await render(<BookingSummary catalog={catalog} state={{ ...state, doctor: 'hana' }} />);
    expect(textsOf(noFee.container, 'dt')).not.toContain('Consultation fee');
  });
});
