import { ZStatisticsQuerySchema, resolveStatisticsRange, toCairoDate } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { type Locale, routing } from '@/i18n/routing';
import { leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';
import { fileDownload, plainTextAnswer } from '@/lib/download';
import { readStatisticsLabels } from '../_lib/statistics-labels';
import { statisticsCsv } from '../_lib/statistics-table';

/** GET /{lang}/admin/statistics/export?{the page's filters} — every figure of the page as one CSV file; managers only. */
export async function GET(request: Request, { params }: RouteContext<'/[lang]/admin/statistics/export'>) {
  const { lang } = await params;
  if (!routing.locales.includes(lang as Locale)) return new Response(null, { status: 404 });
  const locale = lang as Locale;
  const cms = await openStaffCms(locale);
  if (cms.session.user.role !== 'manager') return new Response(null, { status: 404 });
  const t = await getTranslations({ locale, namespace: 'Admin.statistics' });
  const parsed = ZStatisticsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return plainTextAnswer(t('ignored'), 400);
  const range = resolveStatisticsRange(parsed.data, toCairoDate(new Date()));

  let statistics: Awaited<ReturnType<typeof cms.client.getStatistics>>;
  try {
    statistics = await cms.client.getStatistics({ ...parsed.data, ...range }, { locale, ...cms.fresh });
  } catch (error) {
    leaveIfSessionRejected(error, locale);
    console.error(`[staff] the statistics export failed: ${error instanceof Error ? error.message : 'unknown'}`);
    return plainTextAnswer(t('failed'), 502);
  }

  const csv = statisticsCsv(statistics, await readStatisticsLabels(locale, { forFile: true }));
  return fileDownload(csv, 'text/csv', `${t('fileName')}-${range.from}-${range.to}.csv`);
}
