import type { StaffAppointmentRow } from '@clinic/cms-client';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '@/lib/csv';
import { type CsvLabels, csvHeader, csvRows } from './appointments-csv';

const labels: CsvLabels = {
  column: (column) => `col:${column}`,
  status: (status) => `status:${status}`,
  contract: (contractType) => `contract:${contractType}`,
  cancelReasonColumn: 'col:cancelReason',
  cancelReason: (reason) => `reason:${reason}`,
  anonymizedPatient: 'مريض حُذفت بياناته',
};

const row = (overrides: Partial<StaffAppointmentRow> = {}): StaffAppointmentRow => ({
  documentId: 'doc1',
  bookingNumber: 'NE-7K2M9Q',
  status: 'confirmed',
  createdAt: '2026-11-20T08:05:00.000Z',
  startsAt: '2026-11-24T08:30:00.000Z',
  endsAt: '2026-11-24T08:45:00.000Z',
  mode: 'slots',
  firstName: 'منى',
  lastName: 'سالم',
  phone: '+201001234567',
  doctorName: 'د. هاني, "الأنف"',
  branchName: 'المعادي',
  specialtyName: null,
  serviceName: 'Audiogram',
  contractType: 'company',
  cancelReason: null,
  isExtraPlace: false,
  displacedAt: null,
  displacedBy: null,
  consultationFeeEgp: 450,
  anonymizedAt: null,
  ...overrides,
});

describe('appointments CSV', () => {
  it('starts with a BOM and a header row', () => {
    const header = csvHeader(labels);
    expect(header.startsWith(UTF8_BOM)).toBe(true);
    expect(header.slice(1)).toBe(
      'col:bookingNumber,col:status,col:createdAt,col:patient,col:phone,col:doctor,col:startsAt,col:branch,col:specialty,col:service,col:contractType,col:cancelReason\r\n',
    );
  });

  it('writes Cairo times, national phones and quotes only what needs it, and parses back', () => {
    const text = csvRows([row()], labels);
    expect(text.endsWith('\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(text.trimEnd(), { header: false });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      [
        'NE-7K2M9Q',
        'status:confirmed',
        '2026-11-20 10:05',
        'منى سالم',
        '010 0123 4567',
        'د. هاني, "الأنف"',
        '2026-11-24 10:30',
        'المعادي',
        '',
        'Audiogram',
        'contract:company',
        '',
      ],
    ]);
  });

  it('writes a cancelled visit’s reason by its category, never the staff’s note', () => {
    const [cells] = Papa.parse<string[]>(
      csvRows([row({ status: 'canceled', cancelReason: 'unreachable' })], labels).trimEnd(),
    ).data;
    expect(cells?.at(-1)).toBe('reason:unreachable');
  });

  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+Mona', "'+Mona"],
    ['-Mona', "'-Mona"],
    ['@Mona', "'@Mona"],
  ])('escapes the formula-like name %s', (firstName, escaped) => {
    const [cells] = Papa.parse<string[]>(csvRows([row({ firstName, lastName: 'X' })], labels).trimEnd()).data;
    expect(cells?.[3]).toBe(`${escaped} X`);
  });

  it('names an anonymized visit’s patient in the page’s words, and a patient without a last name with no space after', () => {
    const rows = Papa.parse<string[]>(
      csvRows(
        [
          row({ firstName: 'Anonymized', lastName: '', phone: '', anonymizedAt: '2026-11-01T00:00:00.000Z' }),
          row({ firstName: 'Dina', lastName: '' }),
        ],
        labels,
      ),
    ).data;
    expect(rows[0]?.[3]).toBe('مريض حُذفت بياناته');
    expect(rows[1]?.[3]).toBe('Dina');
  });

  it('leaves a phone that is not Egyptian as stored, escaped', () => {
    const [cells] = Papa.parse<string[]>(csvRows([row({ phone: '+966501234567' })], labels).trimEnd()).data;
    expect(cells?.[4]).toBe("'+966501234567");
  });
});
