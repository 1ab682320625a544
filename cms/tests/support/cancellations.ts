import { signInAsStaff } from './cms-admin';
import { querySql } from './sql';

/**
 * Staff cancel every pending visit of `marker`'s patients (their surname) at once, the requests spread
 * over the CMS processes `targets`; each answer's status and text, in the visits' order.
 */
export const cancelPendingVisits = async (cmsUrl: string, targets: string[], marker: string) => {
  const staff = await signInAsStaff(cmsUrl);
  const rows = await querySql<{ document_id: string }>(
    'SELECT DISTINCT document_id FROM appointments WHERE last_name = ? AND status = ?',
    [marker, 'pending'],
  );
  return Promise.all(
    rows.map(async (row, index) => {
      const response = await fetch(
        `${targets[index % targets.length]}/api/staff/appointments/${row.document_id}/status`,
        {
          method: 'POST',
          headers: { ...staff, 'content-type': 'application/json' },
          body: JSON.stringify({
            data: { from: 'pending', to: 'canceled', reason: { category: 'patientRequest' } },
          }),
        },
      );
      return { status: response.status, body: await response.text() };
    }),
  );
};
