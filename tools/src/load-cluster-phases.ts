// The two measured phases of `npm run load -- --cluster` (tools/src/load-cluster.ts): one process of
// each kind against two of each, and two of each with nginx's page cache; then the mix while one web
// process and one CMS process are killed and started again and an edit is published; and which fault
// each error of that mix belongs to.
import type { Cluster } from './cluster';
import { readToolsEnv } from './env';
import { publishAndWatch } from './load-cluster-edit';
import { type Lane, type MixError, type MixOptions, measureMix } from './load';

/** How long each side of the comparison runs. */
export const COMPARE_MS = readToolsEnv().LOAD_COMPARE_SECONDS * 1000;
/** When, as a share of the faults' mix, a web process is killed, a CMS process is, and an edit is published. */
const FAULT_TIMES = { web: 0.2, cms: 0.45, publish: 0.75 };
/** An error this long after a killed process answers again is still its fault's (nginx rests a failed process 2 s). */
export const SETTLE_MS = 3_000;

export type Fault = { name: string; from: number; to: number };
/** What every run of the mix in both phases shares: its lanes, its bound, and its arrivals (with a rate). */
type ClusterMix = { lanes: Lane[]; maxRequests: number; arrivals: Pick<MixOptions, 'rate' | 'random'> };

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/**
 * The mix for COMPARE_MS on each of: one process of each kind and two of each, nginx keeping no page,
 * then two of each with nginx keeping the anonymous visitors' pages (as `npm run cluster` serves);
 * each side's result, and the errors of all of them together.
 */
export const compareProcessCounts = async (cluster: Cluster, { lanes, maxRequests, arrivals }: ClusterMix) => {
  const comparisonErrors: MixError[] = [];
  const comparisonStarted = Date.now();
  const measureSide = () =>
    measureMix(lanes, {
      durationMs: COMPARE_MS,
      maxRequests,
      onError: (error) => comparisonErrors.push(error),
      ...arrivals,
    });
  await cluster.useProcesses(1, { keepsPages: false });
  const one = await measureSide();
  await cluster.useProcesses(2, { keepsPages: false });
  const two = await measureSide();
  await cluster.useProcesses(2, { keepsPages: true });
  const twoKeepingPages = await measureSide();
  return { one, two, twoKeepingPages, errors: comparisonErrors, started: comparisonStarted };
};

export type Comparison = Awaited<ReturnType<typeof compareProcessCounts>>;

/**
 * The mix for `durationMs` on two of each while, at FAULT_TIMES of it, a web process and then a CMS
 * process are killed and started again, and an edit is published and watched (`token`: an admin's);
 * returns the mix, its errors, each fault's kill-to-back window and what the edit's watch saw.
 */
export const measureWithFaults = async (
  cluster: Cluster,
  { lanes, maxRequests, arrivals, durationMs, token }: ClusterMix & { durationMs: number; token: string },
) => {
  const errors: MixError[] = [];
  const faults: Fault[] = [];
  const started = Date.now();
  const at = (share: number) => started + share * durationMs;
  const killAndRestart = async (name: string, restart: () => Promise<void>) => {
    const from = Date.now();
    await restart();
    faults.push({ name, from, to: Date.now() });
  };
  const [faultsMix, publish] = await Promise.all([
    measureMix(lanes, { durationMs, maxRequests, onError: (error) => errors.push(error), ...arrivals }),
    (async () => {
      await sleepUntil(at(FAULT_TIMES.web));
      await killAndRestart(`web process :${cluster.webPorts[0]}`, () => cluster.restartWeb(0));
      await sleepUntil(at(FAULT_TIMES.cms));
      await killAndRestart(`CMS process ${cluster.cmsUrls[0]}`, () => cluster.restartCms());
      await sleepUntil(at(FAULT_TIMES.publish));
      return publishAndWatch({
        cmsUrl: cluster.cmsUrl,
        siteUrl: cluster.siteUrl,
        token,
        webPorts: cluster.webPorts,
        webMetricsPorts: cluster.webMetricsPorts,
      });
    })(),
  ]);
  return { mix: faultsMix, errors, faults, started, publish };
};

export type FaultsRun = Awaited<ReturnType<typeof measureWithFaults>>;

/** Which fault an error belongs to: the first whose kill-to-back window (plus SETTLE_MS) holds it. */
export const sortErrorsByFault = (errors: MixError[], faults: Fault[]) => {
  const byFault = new Map(faults.map((fault): [string, MixError[]] => [fault.name, []]));
  const outside: MixError[] = [];
  for (const error of errors) {
    const fault = faults.find((candidate) => error.at >= candidate.from && error.at <= candidate.to + SETTLE_MS);
    if (fault) byFault.get(fault.name)?.push(error);
    else outside.push(error);
  }
  return { byFault, outside };
};

export type FaultErrors = ReturnType<typeof sortErrorsByFault>;
