import type { Statistics, StatusCounters } from '@clinic/cms-client';
import type { StatisticsLabels } from './statistics-table';

/** Labels that show what they label, so a test reads which figure, column and value each cell holds. */
export const labels: StatisticsLabels = {
  figure: (figure) => `fig:${figure}`,
  figureColumn: 'Figure',
  column: (column, figure) => (figure ? `${figure}:${column}` : `col:${column}`),
  status: (status) => `status:${status}`,
  source: (source) => `source:${source}`,
  leadTime: (bucket) => `lead:${bucket}`,
  weekday: (weekday) => `day:${weekday}`,
  hour: (hour) => `${hour}h`,
  day: (date) => `date:${date}`,
  number: String,
  share: (value) => `${(value * 100).toFixed(1)}%`,
  average: (value) => value.toFixed(1),
  minutes: (value) => `${value.toFixed(1)}min`,
};

export const counts = (overrides: Partial<StatusCounters>): StatusCounters => ({
  pending: 0,
  confirmed: 0,
  canceled: 0,
  done: 0,
  noShow: 0,
  total: 0,
  ...overrides,
});

// Two days: 4 bookings, then 6 of which 2 were cancelled; 8 visits took (or are to take) place.
export const dayOne = counts({ pending: 1, confirmed: 1, done: 2, total: 4 });
export const dayTwo = counts({ confirmed: 1, canceled: 2, done: 2, noShow: 1, total: 6 });
export const totals = counts({ pending: 1, confirmed: 2, canceled: 2, done: 4, noShow: 1, total: 10 });

/** A range's statistics, hand-counted, as the CMS answers them; `overrides` replace whole figures. */
export const statistics = (overrides: Partial<Statistics> = {}): Statistics => ({
  range: { from: '2026-11-24', to: '2026-11-25' },
  totals,
  rates: { cancellation: 0.2, noShow: 0.2 },
  perDay: [
    { date: '2026-11-24', counts: dayOne },
    { date: '2026-11-25', counts: dayTwo },
  ],
  byBranch: [{ documentId: 'maadi01', name: 'Maadi', counts: totals }],
  byDoctor: [
    { documentId: 'hany01', name: 'Hany', counts: dayOne },
    { documentId: null, name: '=HYPERLINK("x")', counts: dayTwo },
  ],
  sources: [
    { source: 'doctor-flow', count: 5 },
    { source: 'phone', count: 3 },
    { source: 'walk-in', count: 2 },
  ],
  leadTime: [
    { bucket: 'sameDay', count: 4 },
    { bucket: 'nextDay', count: 6 },
  ],
  weekdays: [
    { weekday: 'tuesday', count: 2 },
    { weekday: 'wednesday', count: 6 },
  ],
  hours: [
    { hour: 9, count: 2 },
    { hour: 10, count: 6 },
  ],
  utilization: [
    { documentId: 'hany01', name: 'Hany', booked: 4, offered: 16, share: 0.25 },
    { documentId: 'mona01', name: 'Mona', booked: 0, offered: 0, share: null },
  ],
  reviews: {
    invited: 8,
    reviewed: 3,
    share: 0.375,
    byDoctor: [{ documentId: 'hany01', name: 'Hany', count: 3, average: 4.3, distribution: [0, 0, 1, 0, 2] }],
    byBranch: [{ documentId: 'maadi01', name: 'Maadi', count: 3, average: 4.3, distribution: [0, 0, 1, 0, 2] }],
  },
  waiting: {
    byDoctor: [{ documentId: 'hany01', name: 'Hany', calledIn: 5, medianWaitMinutes: 12.5, timed: 2, late: 1 }],
    byBranch: [{ documentId: 'maadi01', name: 'Maadi', calledIn: 5, medianWaitMinutes: 12.5, timed: 2, late: 1 }],
  },
  cards: {
    byBranch: [
      {
        documentId: 'maadi01',
        name: 'Maadi',
        accepted: 6,
        refused: { unreadable: 1, expired: 2, nameMismatch: 0, notCovered: 1 },
        unchecked: 3,
      },
    ],
  },
  ...overrides,
});
