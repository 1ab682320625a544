// `npm run load -- --profile`: the CMS's and the web server's CPU sampled during the mix, by a sampler
// (cpu-profiler.cjs) preloaded into each, and where it went.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { printProfileSummary, summarizeBusiestProfile, waitForProfiles } from './cpu-profile';
import { ROOT, readToolsEnv } from './env';
import { serverNodeOptions } from './processes';

/**
 * A server's NODE_OPTIONS: production's settings (see serverNodeOptions), and when profiling, a
 * preload that has the sampler (cpu-profiler.cjs) write into the server's own folder.
 */
export const serverProcessEnv = (profileDir: string | null, name: string) => {
  if (!profileDir) return { NODE_OPTIONS: serverNodeOptions() };
  const folder = path.join(profileDir, name);
  const preload = path.join(profileDir, `${name}.preload.cjs`);
  mkdirSync(folder, { recursive: true });
  const profiler = path.join(ROOT, 'tools', 'src', 'cpu-profiler.cjs');
  writeFileSync(preload, `require(${JSON.stringify(profiler)}).sampleInto(${JSON.stringify(folder)});\n`);
  return {
    NODE_OPTIONS: serverNodeOptions([readToolsEnv().NODE_OPTIONS, `--require=${preload}`].filter(Boolean).join(' ')),
  };
};

/** Once the servers have stopped: where each one's busiest profile spent its CPU, and where the profiles are. */
export const printProfiles = async (profileDir: string) => {
  for (const name of ['cms', 'web']) {
    await waitForProfiles(path.join(profileDir, name));
    const summary = summarizeBusiestProfile(path.join(profileDir, name), ROOT);
    if (summary) printProfileSummary(`CPU profile of the ${name} during the mix`, summary);
  }
  console.info(`\nProfiles (open in Chrome DevTools → Performance): ${profileDir}`);
};
