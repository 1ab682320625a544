// Where a process spent its CPU: the V8 profiles `node --cpu-prof` writes, summed by function and by
// the package (or source folder) the function lives in; and the CPU seconds a process group used,
// read from /proc (Linux), to tell which of the processes on the machine was busy.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** V8's names for time spent outside JavaScript functions. */
const PSEUDO_FRAMES = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** The parts of a `.cpuprofile` (V8's Profiler.Profile) the summary reads. */
export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

/**
 * Which part of the code a script URL belongs to: a package in node_modules ('@strapi/core',
 * 'next'), a workspace folder ('cms/dist', 'packages/domain'), 'node:' internals, or '(native)'.
 */
export const areaOf = (url: string, root = '') => {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('/node_modules/');
  if (modules !== -1) {
    const [first, second] = file.slice(modules + '/node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? file);
  }
  const relative = root && file.startsWith(root) ? file.slice(root.length + 1) : file;
  return relative.split('/').slice(0, 2).join('/');
};

/**
 * Self time of one profile, in ms: in total (idle excluded), per function ('name file:line'), and
 * per area. Each sample is charged to the node it hit, for the time until the next sample.
 */
export const summarizeProfile = (profile: CpuProfile, root = '') => {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((nodeId, index) => {
    const deltaUs = profile.timeDeltas[index + 1] ?? 0;
    selfMs.set(nodeId, (selfMs.get(nodeId) ?? 0) + deltaUs / 1000);
  });
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  let busyMs = 0;
  let idleMs = 0;
  for (const [nodeId, ms] of selfMs) {
    const node = nodes.get(nodeId);
    if (!node) throw new Error(`the profile samples node ${nodeId}, which it does not list`);
    const { callFrame } = node;
    const name = callFrame.functionName || '(anonymous)';
    if (name === '(idle)') {
      idleMs += ms;
      continue;
    }
    busyMs += ms;
    const isPseudo = PSEUDO_FRAMES.has(name);
    const area = isPseudo ? name : areaOf(callFrame.url, root);
    const where =
      isPseudo || !callFrame.url
        ? ''
        : ` ${areaOf(callFrame.url, root)}/${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}`;
    const key = `${name}${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
  }
  const ranked = (map: Map<string, number>) =>
    [...map].map(([name, ms]) => ({ name, ms, share: busyMs > 0 ? ms / busyMs : 0 })).sort((a, b) => b.ms - a.ms);
  return { busyMs, idleMs, functions: ranked(byFunction), areas: ranked(byArea) };
};

export type ProfileSummary = ReturnType<typeof summarizeProfile>;

/**
 * Waits until every process that sampled into `dir` has written its profile: a server's children
 * (Next's server under pnpm) may still be writing when the process that was stopped has exited.
 */
export const waitForProfiles = async (dir: string, { timeoutMs = 30_000 }: { timeoutMs?: number } = {}) => {
  const deadline = Date.now() + timeoutMs;
  const isPending = () => existsSync(dir) && readdirSync(dir).some((name) => name.endsWith('.sampling'));
  while (isPending() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
};

/** The summary of the busiest profile in `dir`: the server itself, not the launcher (pnpm) that started it. */
export const summarizeBusiestProfile = (dir: string, root = '') => {
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  const summaries = files.map((name) => summarizeProfile(JSON.parse(readFileSync(path.join(dir, name), 'utf8')), root));
  return summaries.sort((a, b) => b.busyMs - a.busyMs)[0] ?? null;
};

/** Prints the areas and functions that took the most CPU, with their share of the busy time. */
export const printProfileSummary = (label: string, summary: ProfileSummary, { top = 15 }: { top?: number } = {}) => {
  const row = ({ name, ms, share }: ProfileSummary['areas'][number]) =>
    `  ${(share * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(7)} ms  ${name}`;
  console.info(
    `\n${label}: ${(summary.busyMs / 1000).toFixed(1)} s busy, ${(summary.idleMs / 1000).toFixed(1)} s idle`,
  );
  console.info('  by package or folder:');
  for (const area of summary.areas.slice(0, 10)) console.info(row(area));
  console.info('  by function (self time):');
  for (const frame of summary.functions.slice(0, top)) console.info(row(frame));
};

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) used so far by every process of a process group, children that
 * already ended included, as /proc reports them; null where /proc is not there.
 */
export const readGroupCpuSeconds = (groupId: number | undefined) => {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of entries) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== groupId) continue;
    // utime, stime, cutime, cstime: fields 14–17 of the line, 11–14 after the name.
    ticks += fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
};
