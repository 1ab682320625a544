// @vitest-environment happy-dom
import type { Availability } from '@clinic/cms-client';
import { describe, expect, it, vi } from 'vitest';
import { render, textsOf } from '@/test-support/render';
import { EMPTY_BOOKING, type TBookingState } from '../_lib/booking-state';
import { TEST_CATALOG as catalog } from '../_lib/test-catalog';
import { BookingDataStep } from './booking-data-step';
import { BranchStep } from './branch-step';
import { DoctorStep } from './doctor-step';
import { SpecialtyStep } from './specialty-step';
import { StepNavigation } from './step-navigation';

// The free times come from the cache filled below; the server actions are never reached.
vi.mock('../actions', () => ({ bookAppointment: vi.fn() }));
vi.mock('../_lib/availability-request', () => ({ requestAvailability: vi.fn() }));
vi.mock('@/i18n/navigation', async () => (await import('@/test-support/site-link')).siteLinkStub);

const START = '2026-11-24T10:30:00+02:00';
const availability = (doctor: string, branch: string): Availability => ({
  doctor,
  branch,
  timeZone: 'Africa/Cairo',
  days: [
    {
      date: '2026-11-24',
      weekday: 'tuesday',
      openings: [
        {
          start: '2026-11-24T10:00:00+02:00',
          end: '2026-11-24T10:30:00+02:00',
          mode: 'slots',
          capacity: 1,
          remaining: 0,
          status: 'full',
        },
        { start: START, end: '2026-11-24T11:00:00+02:00', mode: 'slots', capacity: 1, remaining: 1, status: 'open' },
      ],
    },
  ],
});
const times = (doctor: string, branch: string): [readonly unknown[], unknown] => [
  ['availability', doctor, branch],
  availability(doctor, branch),
];

const stepProps = (state: Partial<TBookingState>, missingMessage: string | null = null) => ({
  catalog,
  state: { ...EMPTY_BOOKING, ...state },
  onChange: vi.fn(),
  missingMessage,
});
const legends = (container: ParentNode) => textsOf(container, 'legend');
const options = (container: ParentNode) => textsOf(container, 'label:has(input[type=radio]) > span > span:first-child');

describe('the branch flow steps, each on its own', () => {
  it('offers every branch, and starts the later choices over when one is picked', async () => {
    const props = stepProps({ flow: 'branch' });
    const { container, click } = await render(<BranchStep {...props} />);
    expect(legends(container)).toEqual(['Choose a branch']);
    expect(options(container)).toEqual(['Branch nasr', 'Branch maadi']);
    await click(container.querySelector('input[value=maadi]'));
    expect(props.onChange).toHaveBeenCalledWith({
      branch: 'maadi',
      specialty: null,
      doctor: null,
      start: null,
      date: null,
    });
  });

  it('says a choice is missing only once told to, in the page’s language', async () => {
    const quiet = await render(<BranchStep {...stepProps({ flow: 'branch' })} />);
    expect(quiet.container.textContent).not.toContain('Please choose one');
    const told = await render(<BranchStep {...stepProps({ flow: 'branch' }, 'يُرجى الاختيار')} />, { locale: 'ar' });
    expect(legends(told.container)).toEqual(['اختر الفرع']);
    expect(told.container.querySelector('fieldset')?.getAttribute('aria-describedby')).toBeTruthy();
    const chosen = await render(<BranchStep {...stepProps({ flow: 'branch', branch: 'nasr' }, 'Please choose one')} />);
    expect(chosen.container.textContent).not.toContain('Please choose one');
  });

  it('offers only the specialties practised at the chosen branch', async () => {
    const { container } = await render(<SpecialtyStep {...stepProps({ flow: 'branch', branch: 'maadi' })} />);
    expect(options(container)).toEqual(['Otology']);
  });

  it('lists the doctors there with their next free time, taken in one press', async () => {
    const props = stepProps({ flow: 'branch', branch: 'nasr', specialty: 'rhino' });
    const { container, click } = await render(<DoctorStep {...props} />, {
      queries: [times('hana', 'nasr'), times('omar', 'nasr')],
    });
    expect(textsOf(container, 'h3')).toEqual(['Dr hana', 'Dr omar']);
    const pick = container.querySelector('li button:not([aria-expanded])');
    expect(pick?.getAttribute('aria-label')).toMatch(/10:30/);
    await click(pick);
    expect(props.onChange).toHaveBeenCalledWith({ doctor: 'hana', start: START, date: null });
  });

  it('shows a doctor’s other times on request, the full ones disabled', async () => {
    const { container, click } = await render(
      <DoctorStep {...stepProps({ flow: 'branch', branch: 'nasr', specialty: 'rhino' })} />,
      { queries: [times('hana', 'nasr'), times('omar', 'nasr')] },
    );
    const otherTimes = container.querySelector('button[aria-expanded]');
    await click(otherTimes);
    expect(otherTimes?.getAttribute('aria-expanded')).toBe('true');
    const slots = [...container.querySelectorAll<HTMLInputElement>('input[name$=-slot]')];
    expect(slots.map((slot) => [slot.value, slot.disabled])).toEqual([
      ['2026-11-24T10:00:00+02:00', true],
      [START, false],
    ]);
    // Below the times, quietly: the doctor's waiting list at the branch chosen.
    const waitingList = container.querySelector<HTMLAnchorElement>('a[href*="/waiting-list/join"]');
    expect([waitingList?.textContent, waitingList?.getAttribute('href')]).toEqual([
      'None of these times suit you? Tell me when an earlier time frees up',
      '/en/waiting-list/join/hana?branch=nasr',
    ]);
  });

  it('says so when no doctor there practises the specialty', async () => {
    const { container } = await render(
      <DoctorStep {...stepProps({ flow: 'branch', branch: 'maadi', specialty: 'rhino' })} />,
    );
    expect(container.textContent).toContain('No doctors match these filters');
  });
});

describe('the doctor flow step on its own', () => {
  const filters = { specialty: null, branch: null };

  it('starts with the filtered doctor list, and a chosen doctor brings the branch and time over', async () => {
    const props = stepProps({ flow: 'doctor', branch: 'maadi' });
    const { container, click } = await render(
      <BookingDataStep {...props} filters={{ specialty: 'rhino', branch: null }} onFiltersChange={vi.fn()} />,
    );
    expect(options(container)).toEqual(['Dr hana', 'Dr omar']);
    await click(container.querySelector('input[value=hana]'));
    expect(props.onChange).toHaveBeenCalledWith({
      doctor: 'hana',
      branch: 'nasr',
      start: null,
      date: null,
      service: null,
    });
  });

  it('folds the list away once a doctor is chosen, offering their branches, services and times', async () => {
    const { container, click } = await render(
      <BookingDataStep
        {...stepProps({ flow: 'doctor', doctor: 'amr', branch: 'nasr' })}
        filters={filters}
        onFiltersChange={vi.fn()}
      />,
      { queries: [times('amr', 'nasr')] },
    );
    expect(legends(container)).toEqual(['Choose a branch', 'Date and time']);
    expect(textsOf(container, '#booking-service option')).toEqual(['Not sure yet', 'Hearing test', 'Consultation']);
    expect(container.querySelectorAll('input[name$=-slot]')).toHaveLength(2);
    await click(
      [...container.querySelectorAll('button')].find((button) => button.textContent === 'Change doctor') ?? null,
    );
    expect(legends(container)).toContain('Choose a doctor');
  });
});

describe('the step navigation', () => {
  it('goes back to the way to book from a first step, and submits on the last', async () => {
    const first = await render(<StepNavigation step={1} onPrevious={vi.fn()} onNext={vi.fn()} />);
    expect(textsOf(first.container, 'button')).toEqual(['Change how to book', 'Next']);
    const last = await render(<StepNavigation step={2} onPrevious={vi.fn()} isSubmitting />);
    expect(textsOf(last.container, 'button')).toEqual(['Previous', 'Booking...']);
    expect(last.container.querySelector('button[type=submit]')?.hasAttribute('disabled')).toBe(true);
  });
});
