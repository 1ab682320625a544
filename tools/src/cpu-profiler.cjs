// Loaded by a preload (NODE_OPTIONS=--require; --cpu-prof is not allowed there) that `npm run load --
// --profile` writes for each server it starts (see commands/load.ts), which calls sampleInto with the
// server's folder: SIGUSR2 starts sampling the CPU, and SIGTERM or SIGINT writes what was sampled
// there as <pid>.cpuprofile and exits. Plain CommonJS: it runs in the CMS and web processes, before
// anything could load TypeScript.
// So the profile holds the measured run, not the start-up; Strapi has no signal handler of its own.
// While it samples, <pid>.sampling says a profile is still to come (see waitForProfiles).
const { mkdirSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const inspector = require('node:inspector');
const path = require('node:path');

exports.sampleInto = (directory) => {
  const session = new inspector.Session();
  session.connect();
  const file = (suffix) => path.join(directory, `${process.pid}.${suffix}`);
  let isSampling = false;
  process.on('SIGUSR2', () => {
    if (isSampling) return;
    isSampling = true;
    mkdirSync(directory, { recursive: true });
    writeFileSync(file('sampling'), '');
    session.post('Profiler.enable', () => session.post('Profiler.start'));
  });
  const writeAndExit = () => {
    if (!isSampling) process.exit(0);
    session.post('Profiler.stop', (error, result) => {
      if (!error) {
        writeFileSync(file('partial'), JSON.stringify(result.profile));
        renameSync(file('partial'), file('cpuprofile'));
      }
      rmSync(file('sampling'), { force: true });
      process.exit(0);
    });
  };
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, writeAndExit);
};
