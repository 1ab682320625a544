import { describe, expect, it } from 'vitest';
import { createCmsClient } from './client';
import { isCmsError } from './errors';
import { appointmentRow, createFetchStub, errorResponse } from './test-support';
import type { StaffAppointmentRow } from './types/staff';

const BASE = 'http://cms.test';

// The appointments' CSV export reads the CMS's rows as JSON lines, as they arrive.

describe('the appointments export', () => {
  it('reads an export line by line, whatever the chunks cut, multi-byte letters included', async () => {
    const lines = [appointmentRow('NE-1', 'منى'), appointmentRow('NE-2', 'Basma'), appointmentRow('NE-3', 'داليا')].map(
      (entry) => `${JSON.stringify(entry)}\n`,
    );
    const text = lines.join('');
    // Cut inside an Arabic letter's two bytes and inside a line: the decoder must hold both over.
    const arabicAt = Buffer.from(text).indexOf(Buffer.from('من')) + 1;
    const { fetch, calls } = createFetchStub(() => {
      const bytes = Buffer.from(text);
      const pieces = [
        bytes.subarray(0, arabicAt),
        bytes.subarray(arabicAt, arabicAt + 40),
        bytes.subarray(arabicAt + 40),
      ];
      let index = 0;
      return new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            const piece = pieces[index++];
            if (piece) controller.enqueue(new Uint8Array(piece));
            else controller.close();
          },
        }),
      );
    });
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    const rows: StaffAppointmentRow[] = [];
    for await (const entry of client.exportAppointments({ doctor: 'doc-1' })) rows.push(entry);
    expect(rows.map((entry) => entry.firstName)).toEqual(['منى', 'Basma', 'داليا']);
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/api/staff/appointments/export');
  });

  it('reads a last line that has no newline', async () => {
    const { fetch } = createFetchStub(() => new Response(JSON.stringify(appointmentRow('NE-9', 'Amira'))));
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    const rows: StaffAppointmentRow[] = [];
    for await (const entry of client.exportAppointments({})) rows.push(entry);
    expect(rows.map((entry) => entry.bookingNumber)).toEqual(['NE-9']);
  });

  it('stops an export at a line outside the contract, the lines before it read', async () => {
    const lines = [appointmentRow('NE-1', 'Mona'), { ...appointmentRow('NE-2', 'Basma'), status: 'lost' }].map(
      (entry) => JSON.stringify(entry),
    );
    const { fetch } = createFetchStub(() => new Response(lines.join('\n')));
    const rows: string[] = [];
    const reading = (async () => {
      for await (const entry of createCmsClient({ baseUrl: BASE, fetch }).exportAppointments({})) {
        rows.push(entry.bookingNumber);
      }
    })();
    const error = await reading.catch((caught: unknown) => caught);
    expect(isCmsError(error) && [error.status, error.message]).toEqual([500, expect.stringContaining('status')]);
    expect(rows).toEqual(['NE-1']);
  });

  it('rejects an export the CMS refuses with its error, before yielding anything', async () => {
    const { fetch } = createFetchStub(() => errorResponse(403, 'ForbiddenError', 'Forbidden'));
    const client = createCmsClient({ baseUrl: BASE, fetch });
    const error = await client
      .exportAppointments({})
      .next()
      .catch((caught: unknown) => caught);
    expect(isCmsError(error) && [error.status, error.name]).toEqual([403, 'ForbiddenError']);
  });
});
