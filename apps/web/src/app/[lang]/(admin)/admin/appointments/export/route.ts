import type { StaffAppointmentRow } from '@clinic/cms-client';
import { ZAppointmentListQuerySchema, resolveAppointmentRange, toCairoDate } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { type Locale, routing } from '@/i18n/routing';
import { leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';
import { fileDownload, plainTextAnswer } from '@/lib/download';
import { openSearchParams } from '@/lib/staff-search';
import { type CsvLabels, csvHeader, csvRows } from '../_lib/appointments-csv';

/** Rows per chunk written to the response: enough to keep the stream busy, small enough to stay light. */
const ROWS_PER_CHUNK = 250;

/**
 * GET /{lang}/admin/appointments/export?{the list's filters} — the filtered list as a CSV file,
 * streamed: rows go out as the CMS sends them, so a year of appointments never sits in memory.
 */
export async function GET(request: Request, { params }: RouteContext<'/[lang]/admin/appointments/export'>) {
  const { lang } = await params;
  if (!routing.locales.includes(lang as Locale)) return new Response(null, { status: 404 });
  const locale = lang as Locale;
  const cms = await openStaffCms(locale);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const opened = openSearchParams(Object.fromEntries(new URL(request.url).searchParams));
  const parsed = ZAppointmentListQuerySchema.safeParse(opened.searchParams);
  if (!parsed.success || opened.expired) return plainTextAnswer(t('filters.ignored'), 400);
  const query = { ...parsed.data, page: 1 };

  const rows = cms.client.exportAppointments(query, { locale, ...cms.fresh });
  // The first row is read before answering, so a refused token or an unreachable CMS becomes a
  // redirect or an error page, not a download that breaks.
  let first: IteratorResult<StaffAppointmentRow>;
  try {
    first = await rows.next();
  } catch (error) {
    leaveIfSessionRejected(error, locale);
    console.error(`[staff] the CSV export failed: ${error instanceof Error ? error.message : 'unknown'}`);
    return plainTextAnswer(t('listFailed'), 502);
  }

  const labels: CsvLabels = {
    column: (column) => t(`columns.${column}`),
    status: (status) => t(`status.${status}`),
    contract: (contractType) => t(`contract.${contractType}`),
    cancelReasonColumn: t('csv.cancelReason'),
    cancelReason: (reason) => t(`cancelReason.${reason}`),
    anonymizedPatient: t('anonymizedPatient'),
  };
  const encoder = new TextEncoder();
  let pending: StaffAppointmentRow[] = first.done ? [] : [first.value];
  let finished = Boolean(first.done);
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvHeader(labels)));
      }
      while (!finished && pending.length < ROWS_PER_CHUNK) {
        const next = await rows.next();
        if (next.done) finished = true;
        else pending.push(next.value);
      }
      if (pending.length > 0) controller.enqueue(encoder.encode(csvRows(pending, labels)));
      pending = [];
      if (finished) controller.close();
    },
    async cancel() {
      await rows.return(undefined);
    },
  });

  const range = resolveAppointmentRange(query, toCairoDate(new Date()));
  const fileName = `${t('csv.fileName')}-${range.from}${range.to ? `-${range.to}` : ''}.csv`;
  return fileDownload(body, 'text/csv', fileName);
}
