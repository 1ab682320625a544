// `npm run guard-rails --` (a phase of `npm run test:quick`): fails when the code has a new
// violation of CODE_STYLE.md's rails, or more of one, than guard-rails-baseline.json lists: a
// file's lines duplicated elsewhere or in itself (jscpd), files over 300 lines, functions over 100, imports across a
// boundary, and readers of process.env outside the configuration modules.
// `npm run guard-rails -- --shrink` lowers the baseline to today's counts; it never raises one.
// `npm run guard-rails -- --print` prints today's counts as the baseline's JSON, and checks nothing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, TOOLS_BIN } from '../env';
import {
  compareDuplicates,
  compareWithBaseline,
  countDuplicatedLines,
  countEnvironmentReads,
  countLines,
  FILE_LINE_LIMIT,
  FUNCTION_LINE_LIMIT,
  findBoundaryImports,
  findLongFunctions,
  listCheckedFiles,
  shrinkBaseline,
  shrinkDuplicates,
  type ViolationCounts,
} from '../guard-rails';

const BASELINE_FILE = path.join(ROOT, 'guard-rails-baseline.json');
/** The parts of jscpd's JSON report read here: each clone's two files and where it is in each. */
type JscpdFile = { name: string; start: number; end: number };
type JscpdReport = { duplicates: { firstFile: JscpdFile; secondFile: JscpdFile }[] };
/**
 * jscpd's settings: six lines and 50 tokens or more in common, the same shape counting as the same
 * code whatever its names, strings and numbers (Type-2 clones), JavaScript compared with TypeScript.
 * Import statements are left out: with names ignored, any two lists of imports look alike.
 */
const JSCPD_ARGS = [
  '--min-lines',
  '6',
  '--min-tokens',
  '50',
  '--ignore-identifiers',
  '--ignore-literals',
  '--cross-formats',
  'js-ts',
  '--format',
  'typescript,tsx,javascript',
  '--ignore-pattern',
  'import\\s[^;]*;',
  '--ignore',
  '**/node_modules/**,**/dist/**,**/build/**,**/.next/**,.tools/**,.tmp/**,**/test-results/**',
];

const files = listCheckedFiles(ROOT);
const checked = new Set(files);

/** jscpd's clones between checked files: each side's file and lines, and where both are, in words. */
const findClones = () => {
  const output = mkdtempSync(path.join(tmpdir(), 'clinic-jscpd-'));
  try {
    execFileSync(
      path.join(TOOLS_BIN, 'jscpd'),
      [...JSCPD_ARGS, '--reporters', 'json', '--output', output, '--no-colors', '.'],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const { duplicates }: JscpdReport = JSON.parse(readFileSync(path.join(output, 'jscpd-report.json'), 'utf8'));
    const side = ({ name, start, end }: JscpdFile) => ({ file: name, start, end });
    return duplicates
      .map(({ firstFile, secondFile }) => ({
        first: side(firstFile),
        second: side(secondFile),
        where: `${firstFile.name}:${firstFile.start}-${firstFile.end} and ${secondFile.name}:${secondFile.start}-${secondFile.end}`,
      }))
      .filter(({ first, second }) => checked.has(first.file) && checked.has(second.file));
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
};

type Rule = 'duplicates' | 'file lines' | 'function lines' | 'imports' | 'process.env';
const found: Record<Rule, Record<string, number>> = {
  duplicates: {},
  'file lines': {},
  'function lines': {},
  imports: {},
  'process.env': {},
};
/** What each violation is, for the message when it is new. */
const details = new Map<string, string[]>();
const note = (rule: string, key: string, lines: string[]) => details.set(`${rule} ${key}`, lines);

const clones = findClones();
found.duplicates = countDuplicatedLines(clones);
for (const clone of clones) {
  for (const file of new Set([clone.first.file, clone.second.file])) {
    note('duplicates', file, [...(details.get(`duplicates ${file}`) ?? []), clone.where]);
  }
}
for (const file of files) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const lines = countLines(text);
  if (lines > FILE_LINE_LIMIT) found['file lines'][file] = lines;
  const longFunctions = findLongFunctions(text, file);
  if (longFunctions.length) {
    found['function lines'][file] = longFunctions.length;
    note(
      'function lines',
      file,
      longFunctions.map(({ name, lines: length }) => `${name}: ${length} lines`),
    );
  }
  const crossings = findBoundaryImports(text, file);
  if (crossings.length) {
    found.imports[file] = crossings.length;
    note('imports', file, crossings);
  }
  const reads = countEnvironmentReads(text, file);
  if (reads) found['process.env'][file] = reads;
}

const sorted = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
const asJson = (counts: ViolationCounts) =>
  `${JSON.stringify(Object.fromEntries(Object.entries(counts).map(([rule, byKey]) => [rule, sorted(byKey)])), null, 2)}\n`;
if (process.argv.includes('--print')) {
  process.stdout.write(asJson(found));
  process.exit(0);
}
const baseline: ViolationCounts = JSON.parse(readFileSync(BASELINE_FILE, 'utf8'));
const { duplicates: foundDuplicates, ...foundOthers } = found;
const { duplicates: baselineDuplicates = {}, ...baselineOthers } = baseline;
const [others, duplicates] = [
  compareWithBaseline(foundOthers, baselineOthers),
  compareDuplicates(foundDuplicates, baselineDuplicates),
];
const grown = [...others.grown, ...duplicates.grown];
const shrunk = [...others.shrunk, ...duplicates.shrunk];

if (process.argv.includes('--shrink')) {
  const lowered = {
    duplicates: shrinkDuplicates(foundDuplicates, baselineDuplicates),
    ...shrinkBaseline(foundOthers, baselineOthers),
  };
  writeFileSync(BASELINE_FILE, asJson(lowered));
  console.info(
    `guard rails: the baseline lowered on ${shrunk.length} entries, raised on none but a file's duplicated lines as their sum fell`,
  );
  process.exit(0);
}

const entries = (counts: Record<string, number> = {}) => Object.keys(counts).length;
console.info(
  `guard rails over ${files.length} files, entries now (baseline): ${Object.entries(found)
    .map(([rule, counts]) => `${rule} ${entries(counts)} (${entries(baseline[rule])})`)
    .join(', ')}; limits ${FILE_LINE_LIMIT} lines a file, ${FUNCTION_LINE_LIMIT} a function`,
);
if (shrunk.length) {
  console.info(
    `${shrunk.length} entries are below the baseline: run \`npm run guard-rails -- --shrink\` and commit guard-rails-baseline.json`,
  );
}
if (grown.length === 0) process.exit(0);
console.error(`\nNew violations of CODE_STYLE.md's rails (${grown.length}):`);
for (const { rule, key, was, now } of grown) {
  console.error(`- ${rule}: ${key}: ${now} (baseline ${was})`);
  for (const line of details.get(`${rule} ${key}`) ?? []) console.error(`    ${line}`);
}
console.error('\nRemove the duplication or split the code; the baseline only shrinks.');
process.exit(1);
