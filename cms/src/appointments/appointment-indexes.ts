import type { Core } from '@strapi/strapi';

/**
 * The appointments' indexes, declared on their content types: Strapi's schema sync creates them and
 * keeps them from one boot to the next (it drops only indexes it created and no longer finds
 * declared). Set here rather than in schema.json, which the Content-Type Builder rewrites without
 * them. Their names end in `_ix`, a suffix Strapi gives none of its own.
 */
const INDEXES = {
  'api::appointment.appointment': [
    // The statistics read appointments by their Cairo visit day, then group them by status, source,
    // weekday, hour and days booked ahead: every grouped figure is read from this index alone
    // (SQLite: "USING COVERING INDEX"), never from the table's rows.
    {
      name: 'appointments_visit_figures_ix',
      columns: ['visit_date', 'status', 'source', 'visit_weekday', 'visit_hour', 'booked_days_ahead'],
    },
    // A doctor's or a branch's visits over a range of days: the hours-change guard, the day sheet,
    // the list's filters and a receptionist's branches.
    { name: 'appointments_doctor_start_ix', columns: ['doctor_document_id', 'starts_at'] },
    { name: 'appointments_branch_start_ix', columns: ['branch_document_id', 'starts_at'] },
  ],
  'api::appointment.appointment-note': [
    { name: 'appointment_notes_appointment_ix', columns: ['appointment_document_id'] },
  ],
} as const;

export function registerAppointmentIndexes(strapi: Core.Strapi) {
  for (const [uid, indexes] of Object.entries(INDEXES)) {
    strapi.get('content-types').extend(uid, (contentType: { indexes?: unknown[] }) => {
      contentType.indexes = [
        ...(contentType.indexes ?? []),
        ...indexes.map((index) => ({ ...index, columns: [...index.columns], type: null })),
      ];
    });
  }
}
