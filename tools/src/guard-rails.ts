// The guard rails of `npm run test:quick` (CODE_STYLE.md): duplicated code, file and function sizes,
// imports that cross a boundary, and readers of process.env. Today's violations are a baseline
// (guard-rails-baseline.json) that may only shrink: a new violation, or more of one, fails.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';

export const FILE_LINE_LIMIT = 300;
export const FUNCTION_LINE_LIMIT = 100;

/** Counts of violations by rule, then by file: `{ rule: { key: count } }`. */
export type ViolationCounts = Record<string, Record<string, number>>;
/** A violation counted more (grown) or fewer (shrunk) times today than in the baseline. */
export type CountChange = { rule: string; key: string; was: number; now: number };

/** Source files the rails read: code and tests in every workspace (the tools among them) and scripts/run.mjs. */
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
/**
 * Files outside the rails: declarations, generated types and build output, and data written as code
 * (the demo content and the admin panel's table of field labels and hints), exempt from the limits.
 */
const EXEMPT_FILE = [
  /\.d\.(ts|mts|cts)$/,
  /(^|\/)types\/generated\//,
  /(^|\/)(dist|build|\.next|node_modules)\//,
  /^cms\/src\/seed\/content\//,
  /^cms\/src\/bootstrap\/editor-fields\.ts$/,
];
/**
 * The modules that may read process.env: one per process (CODE_STYLE.md), and scripts/run.mjs, which
 * sets PATH and the headers' folder before anything is installed, so before the tools' module can load.
 */
const ENVIRONMENT_READERS = new Set([
  'apps/web/src/env.ts',
  'cms/src/environment.ts',
  'tools/src/env.ts',
  'scripts/run.mjs',
]);
/** Not a read: Next replaces `process.env.NEXT_RUNTIME` with its value as it builds each bundle. */
const BUILD_CONSTANTS = new Set(['NEXT_RUNTIME']);

export const isCheckedFile = (file: string) =>
  SOURCE_FILE.test(file) && !EXEMPT_FILE.some((pattern) => pattern.test(file));

/**
 * The checked files of the tree at `root`: those git tracks and those a change adds but has not
 * staged yet, so a count taken before `git add` (a `--shrink`) is the count CI takes; what a build
 * leaves behind is ignored by git and never counts.
 */
export const listCheckedFiles = (root: string) =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter((file) => file && isCheckedFile(file));

export const countLines = (text: string) =>
  text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;

/**
 * A test framework's grouping: its callback holds tests, not one function's work. describeOnce and
 * describeOnPostgres are the CMS suite's describe for one database pass (cms/tests/support/database-passes.ts).
 */
const GROUPING_CALLS = new Set([
  'describe',
  'describe.each',
  'test.describe',
  'test.describe.serial',
  'describeOnce',
  'describeOnPostgres',
]);

const calleeName = (expression: ts.Expression): string =>
  ts.isIdentifier(expression)
    ? expression.text
    : ts.isPropertyAccessExpression(expression)
      ? `${calleeName(expression.expression)}.${expression.name.text}`
      : '';

/** What a function is called where it is defined: its own name, its variable's, or its property's. */
const functionName = (node: ts.FunctionLikeDeclaration, source: ts.SourceFile) => {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const { parent } = node;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `callback of ${calleeName(parent.expression) || 'a call'}`;
  return 'anonymous function';
};

/** The functions (and components) of a file longer than `limit` lines: `{ name, lines }` each. */
export const findLongFunctions = (text: string, file: string, limit = FUNCTION_LINE_LIMIT) => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const long: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    const isFunction =
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isConstructorDeclaration(node) ||
      ts.isGetAccessorDeclaration(node) ||
      ts.isSetAccessorDeclaration(node);
    const isGrouping =
      isFunction && ts.isCallExpression(node.parent) && GROUPING_CALLS.has(calleeName(node.parent.expression));
    if (isFunction && !isGrouping) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > limit) long.push({ name: functionName(node, source), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return long;
};

const IMPORTED =
  /\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The repository paths a file imports by a relative path (packages and Node's modules aside). */
const relativeImports = (text: string, file: string) =>
  [...text.matchAll(IMPORTED)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));

/**
 * Imports that cross a boundary: a migration runs against the schema of its day, so it imports
 * nothing from cms/src; the booking and message rules do not reach into Strapi's api folders.
 */
const IMPORT_BOUNDARIES = [
  { from: /^cms\/database\/migrations\//, to: /^cms\/src\//, why: 'a migration imports cms/src' },
  {
    from: /^cms\/src\/(booking|messages|front-desk|statistics)\//,
    to: /^cms\/src\/api\//,
    why: 'a use case imports cms/src/api',
  },
];

export const findBoundaryImports = (text: string, file: string) =>
  relativeImports(text, file).flatMap((target) =>
    IMPORT_BOUNDARIES.filter((boundary) => boundary.from.test(file) && boundary.to.test(target)).map(
      (boundary) => `${boundary.why}: ${target}`,
    ),
  );

/**
 * How many times a file's code reads process.env (it may when it is its process's configuration
 * module); the words in a comment or a string are not a read.
 */
export const countEnvironmentReads = (text: string, file: string) => {
  if (ENVIRONMENT_READERS.has(file)) return 0;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let reads = 0;
  const visit = (node: ts.Node) => {
    const isRead =
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'env' &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'process' &&
      !(ts.isPropertyAccessExpression(node.parent) && BUILD_CONSTANTS.has(node.parent.name.text));
    if (isRead) reads += 1;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads;
};

/** Where one side of a jscpd clone is: its file and its first and last lines. */
export type CloneSide = { file: string; start: number; end: number };

/**
 * Each file's duplicated lines: how many of its lines lie in a clone of code elsewhere or in itself
 * (a line in two clones counts once). Counted per file, not per pair of files: jscpd names one of
 * several look-alikes as a clone's partner, and which one changes when any of them moves, while the
 * lines a file shares stay the same.
 */
export const countDuplicatedLines = (clones: { first: CloneSide; second: CloneSide }[]) => {
  const linesByFile = new Map<string, Set<number>>();
  for (const { file, start, end } of clones.flatMap(({ first, second }) => [first, second])) {
    const lines = linesByFile.get(file) ?? new Set<number>();
    for (let line = start; line <= end; line += 1) lines.add(line);
    linesByFile.set(file, lines);
  }
  return Object.fromEntries([...linesByFile].map(([file, lines]) => [file, lines.size]));
};

/**
 * Today's counts (`{ rule: { key: count } }`) against the baseline's: `grown` lists each key above its
 * baseline (a key absent from the baseline counts from 0), `shrunk` each key below it.
 */
export const compareWithBaseline = (found: ViolationCounts, baseline: ViolationCounts) => {
  const grown: CountChange[] = [];
  const shrunk: CountChange[] = [];
  for (const rule of new Set([...Object.keys(found), ...Object.keys(baseline)])) {
    const now = found[rule] ?? {};
    const was = baseline[rule] ?? {};
    for (const key of new Set([...Object.keys(now), ...Object.keys(was)])) {
      const [before, after] = [was[key] ?? 0, now[key] ?? 0];
      if (after > before) grown.push({ rule, key, was: before, now: after });
      if (after < before) shrunk.push({ rule, key, was: before, now: after });
    }
  }
  return { grown, shrunk };
};

const sumOf = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);

/**
 * The duplicates rule, over each file's duplicated lines: their sum may not grow. One file's count
 * may rise as others fall, a new file's among them: jscpd draws a clone's bounds and names its
 * partner among look-alikes, which shift when any of them changes, and code moved into a new file
 * (a test split in two) takes its share of a common shape with it.
 */
export const compareDuplicates = (found: Record<string, number>, baseline: Record<string, number>) => {
  const [was, now] = [sumOf(baseline), sumOf(found)];
  const change = { rule: 'duplicates', key: 'all files', was, now };
  return { grown: now > was ? [change] : [], shrunk: now < was ? [change] : [] };
};

/** The duplicates baseline after a change that lowered the sum: today's counts; else as it was. */
export const shrinkDuplicates = (found: Record<string, number>, baseline: Record<string, number>) =>
  sumOf(found) < sumOf(baseline)
    ? Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)))
    : baseline;

/** The baseline lowered to today's counts where they shrank, never raised; empty entries dropped. */
export const shrinkBaseline = (found: ViolationCounts, baseline: ViolationCounts) =>
  Object.fromEntries(
    Object.entries(baseline).map(([rule, counts]) => [
      rule,
      Object.fromEntries(
        Object.entries(counts)
          .map(([key, count]): [string, number] => [key, Math.min(count, found[rule]?.[key] ?? 0)])
          .filter(([, count]) => count > 0)
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
    ]),
  );
