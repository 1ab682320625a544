// The edit `npm run load -- --cluster` publishes during its mix with faults (tools/src/load-cluster.ts),
// and what the web processes and nginx showed of it: when each first showed the edit, when each web
// process had handled the CMS's notice, and whether any went back to the old page.
import type { Cluster } from './cluster';
import { requestSignal } from './load';

/** How soon after the publish answered every web process, and nginx in front of them, must show the edit. */
export const PUBLISH_WITHIN_MS = 5_000;
/** The doctor whose biography the edit changes, and their page. */
const EDITED_DOCTOR = 3;
const EDITED_PAGE = `/en/doctor/${EDITED_DOCTOR}`;

export type EditProbe = { sentAt: number; answeredAt?: number; hasEdit: boolean };
type EditWatch = Pick<Cluster, 'cmsUrl' | 'siteUrl' | 'webPorts' | 'webMetricsPorts'> & { token: string };

/**
 * The revalidation notices a web process has handled so far, from its metrics: answered, or given up
 * by the CMS (its notifier waits 3 s) while the web process still worked on them.
 */
const countRevalidations = async (metricsPort: string) => {
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: requestSignal() })
    .then((response) => response.text())
    .catch(() => '');
  return text
    .split('\n')
    .filter((candidate) =>
      /^clinic_web_http_request_duration_seconds_count\{(?=.*section="revalidate")(?=.*method="POST")/.test(candidate),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1) ?? 0), 0);
};

/** How often the page is asked for on each web process and through nginx while the edit is watched, whether earlier asks have answered or not. */
const PROBE_EVERY_MS = 150;

/**
 * What the asks for the edited page on one web process tell (`{ sentAt, answeredAt, hasEdit }`, an
 * unanswered one without answeredAt): when the first answer showing the edit arrived, after
 * `publishedAt` (null: none did), and how many asks sent after that answer still showed the page
 * without it (a web process that went back to the old page).
 */
export const readEditProbes = (probes: EditProbe[], publishedAt: number) => {
  const shownAt = Math.min(
    ...probes.flatMap((probe) => (probe.hasEdit && probe.answeredAt !== undefined ? [probe.answeredAt] : [])),
  );
  if (!Number.isFinite(shownAt)) return { shownAfterMs: null, oldAfterShown: 0 };
  return {
    shownAfterMs: shownAt - publishedAt,
    oldAfterShown: probes.filter((probe) => probe.sentAt > shownAt && probe.answeredAt !== undefined && !probe.hasEdit)
      .length,
  };
};

/**
 * Publishes a new first line of a doctor's biography through the CMS (nginx) and watches that
 * doctor's page on every web process, each directly, and through nginx as visitors ask for it (with
 * its page cache when the cluster keeps pages): asked every PROBE_EVERY_MS, as visitors arrive, so
 * that an ask still waiting for the old page does not hold back the next. Returns how long the publish
 * took, and for each web process and for nginx when the page first showed the edit, and for each web
 * process when it had handled the CMS's notice, counted from when the publish answered (null: not
 * within twice the limit), and how many later asks still showed the old page.
 */
export const publishAndWatch = async ({ cmsUrl, siteUrl, token, webPorts, webMetricsPorts }: EditWatch) => {
  const read = await fetch(`${cmsUrl}/api/doctors/${EDITED_DOCTOR}?locale=en`, { signal: requestSignal() });
  const doctor = (await read.json()).data;
  const marker = `Cluster check ${Date.now().toString(36)}`;
  const noticesBefore = await Promise.all(webMetricsPorts.map(countRevalidations));
  const sentAt = Date.now();
  const update = await fetch(`${cmsUrl}/api/doctors/${doctor.documentId}?locale=en`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: { bio: `${marker}\n\n${doctor.bio}` } }),
    signal: requestSignal(),
  });
  if (update.status !== 200) throw new Error(`publishing the edit answered ${update.status}`);
  const publishedAt = Date.now();
  const watchUntil = publishedAt + 2 * PUBLISH_WITHIN_MS;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const watchPage = async (baseUrl: string) => {
    const asks: Promise<EditProbe>[] = [];
    for (let next = publishedAt; next < watchUntil; next += PROBE_EVERY_MS) {
      await pause(next - Date.now());
      const probe: EditProbe = { sentAt: Date.now(), answeredAt: undefined, hasEdit: false };
      asks.push(
        fetch(`${baseUrl}${EDITED_PAGE}`, { signal: requestSignal() })
          .then((response) => response.text())
          .then(
            (page) => Object.assign(probe, { answeredAt: Date.now(), hasEdit: page.includes(marker) }),
            () => probe,
          ),
      );
    }
    return readEditProbes(await Promise.all(asks), publishedAt);
  };
  const watchNotice = async (metricsPort: string, index: number) => {
    while (Date.now() < watchUntil) {
      if ((await countRevalidations(metricsPort)) > (noticesBefore[index] ?? Infinity)) return Date.now() - publishedAt;
      await pause(100);
    }
    return null;
  };
  const [watched, throughNginx, noticedAfterMs] = await Promise.all([
    Promise.all(webPorts.map((port) => watchPage(`http://127.0.0.1:${port}`))),
    watchPage(siteUrl),
    Promise.all(webMetricsPorts.map(watchNotice)),
  ]);
  return {
    publishedAt,
    publishMs: publishedAt - sentAt,
    shownAfterMs: watched.map((page) => page.shownAfterMs),
    oldAfterShown: watched.map((page) => page.oldAfterShown),
    noticedAfterMs,
    throughNginx,
  };
};
