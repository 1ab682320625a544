import { DELIVERY_LOG_PAGE_SIZE, PATIENT_MESSAGE_STATES, type TDeliveryLogQuery } from '@clinic/domain';
import type { Knex } from 'knex';
import { whereOnCairoDays } from '../utils/cairo-days';
import { toMessageView } from './message-records';
import { OUTBOX_TABLE } from './outbox';

type DeliveryRow = Parameters<typeof toMessageView>[0] & {
  appointment_document_id: string | null;
  booking_number: string | null;
};

/**
 * The delivery log of patient messages, for managers: newest first, with the booking each is about,
 * how many tries it took and why the last failed (while it waits, and once it failed for good), and
 * the count per delivery state over the same filters. Never the address or the words: what a message
 * said stays with its booking.
 */
export const listDeliveries = async (knex: Knex, query: TDeliveryLogQuery) => {
  const filtered = () => {
    const builder = whereOnCairoDays(
      knex(`${OUTBOX_TABLE} as message`).leftJoin(
        'appointments as appointment',
        'appointment.document_id',
        'message.appointment_document_id',
      ),
      'message.created_at_ms',
      query,
    );
    if (query.kind) builder.where('message.kind', query.kind);
    if (query.bookingNumber) builder.where('appointment.booking_number', query.bookingNumber);
    return builder;
  };
  const withState = () => (query.state ? filtered().where('message.state', query.state) : filtered());
  const [rows, [counted], byState] = await Promise.all([
    withState()
      .orderBy('message.id', 'desc')
      .limit(DELIVERY_LOG_PAGE_SIZE)
      .offset((query.page - 1) * DELIVERY_LOG_PAGE_SIZE)
      .select<DeliveryRow[]>(
        'message.id',
        'message.kind',
        'message.channel',
        'message.segments',
        'message.state',
        'message.attempts',
        'message.last_error',
        'message.last_error_reason',
        'message.created_at_ms',
        'message.sent_at_ms',
        'message.delivered_at_ms',
        'message.read_at_ms',
        'message.fallback_of',
        'message.appointment_document_id',
        'appointment.booking_number',
      ),
    withState().count<{ total: string | number }[]>({ total: '*' }),
    filtered()
      .groupBy('message.state')
      .select('message.state as state')
      .count<{ state: string; n: string | number }[]>({ n: '*' }),
  ]);
  const total = Number(counted?.total ?? 0);
  return {
    data: rows.map((row) => ({
      ...toMessageView(row),
      appointmentId: row.appointment_document_id,
      bookingNumber: row.booking_number,
    })),
    meta: {
      /** Every state's count over the filters but the state: how much is waiting, sent and failed. */
      states: Object.fromEntries(
        PATIENT_MESSAGE_STATES.map((state) => [
          state,
          byState.filter((row) => row.state === state).reduce((sum, row) => sum + Number(row.n), 0),
        ]),
      ),
      pagination: {
        page: query.page,
        pageSize: DELIVERY_LOG_PAGE_SIZE,
        pageCount: Math.ceil(total / DELIVERY_LOG_PAGE_SIZE),
        total,
      },
    },
  };
};
