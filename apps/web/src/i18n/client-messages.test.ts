// Every message a client component can ask for reaches the browser with its page: the keys each one reads
// are worked out from the source, and the page's <ClientMessages> (or its nearest layout's) must give them.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ERROR_SCREEN_NAMESPACES } from '@/components/client-messages';
import en from '../../messages/en.json';

const SOURCE = path.resolve(__dirname, '..');
const APP = path.join(SOURCE, 'app');

const parsed = new Map<string, ts.SourceFile>();
const parse = (file: string) => {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    parsed.set(file, source);
  }
  return source;
};

const visit = (node: ts.Node, each: (node: ts.Node) => void) => {
  each(node);
  ts.forEachChild(node, (child) => visit(child, each));
};

/** The file of one of the web app's own modules that `file` imports as `specifier`; null for a package. */
const resolveModule = (file: string, specifier: string): string | null => {
  const base = specifier.startsWith('@/')
    ? path.join(SOURCE, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(file), specifier)
      : null;
  if (!base) return null;
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => base + ending).find(existsSync) ?? null;
};

/** The web app's own modules a file imports (statically or with `import()`), resolved to files. */
const importsOf = (file: string): string[] => {
  const specifiers: string[] = [];
  visit(parse(file), (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isImportDeclaration(node) && node.importClause?.isTypeOnly) return;
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) specifiers.push(argument.text);
    }
  });
  return specifiers.flatMap((specifier) => resolveModule(file, specifier) ?? []);
};

const isClientModule = (file: string) => {
  const [first] = parse(file).statements;
  return (
    first !== undefined &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === 'use client'
  );
};

/** The files a page or layout brings, split into server modules and those that run in the browser. */
const closureOf = (entry: string) => {
  const server = new Set<string>();
  const client = new Set<string>();
  const walk = (file: string, isInClient: boolean) => {
    const inClient = isInClient || isClientModule(file);
    const seen = inClient ? client : server;
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of importsOf(file)) walk(imported, inClient);
  };
  walk(entry, false);
  return { server: [...server], client: [...client] };
};

/**
 * The keys a translator's argument can be, as far as the source says: a written key; the part of a
 * template before its first substitution (`status.${status}` is below `status`); both sides of a
 * condition. Anything else could be any key (''): a key made at run time, or the translator handed on.
 */
const keysAsked = (key: ts.Expression | undefined): string[] => {
  if (key && (ts.isStringLiteral(key) || ts.isNoSubstitutionTemplateLiteral(key))) return [key.text];
  if (key && ts.isTemplateExpression(key)) return [key.head.text.slice(0, Math.max(0, key.head.text.lastIndexOf('.')))];
  if (key && ts.isConditionalExpression(key)) return [...keysAsked(key.whenTrue), ...keysAsked(key.whenFalse)];
  if (key && ts.isParenthesizedExpression(key)) return keysAsked(key.expression);
  return [''];
};

/**
 * The message paths a module's `useTranslations` readers ask for: the namespace and, below it, each key
 * up to its first part worked out at run time (`status.${status}` needs `Admin.status`); a key that is not
 * written out at all needs the whole namespace.
 */
const messagesReadBy = (file: string): string[] => {
  // A translator is known by its name in the function that made it (two components of a file may both
  // call theirs `t`).
  const readers = new Map<ts.Node, Map<string, string>>();
  const scopeOf = (node: ts.Node): ts.Node =>
    (ts.isFunctionLike(node.parent) ? node.parent : node.parent && scopeOf(node.parent)) ?? node;
  const needed = new Set<string>();
  visit(parse(file), (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      node.initializer.expression.text === 'useTranslations'
    ) {
      const [namespace] = node.initializer.arguments;
      if (!namespace || !ts.isStringLiteral(namespace)) throw new Error(`${file}: a namespace that is not written out`);
      const scope = scopeOf(node);
      readers.set(scope, (readers.get(scope) ?? new Map()).set(node.name.text, namespace.text));
    }
  });
  const namespaceOf = (name: ts.Identifier): string | undefined => {
    for (let scope: ts.Node | undefined = name; scope; scope = scope.parent) {
      const namespace = readers.get(scope)?.get(name.text);
      if (namespace !== undefined) return namespace;
    }
    return undefined;
  };
  visit(parse(file), (node) => {
    if (!ts.isIdentifier(node) || ts.isVariableDeclaration(node.parent)) return;
    const namespace = namespaceOf(node);
    if (namespace === undefined) return;
    const call = ts.isPropertyAccessExpression(node.parent) ? node.parent.parent : node.parent;
    const isCalled = ts.isCallExpression(call) && (call.expression === node || call.expression === node.parent);
    const [key] = isCalled ? call.arguments : [];
    for (const path of keysAsked(key)) needed.add(path === '' ? namespace : `${namespace}.${path}`);
  });
  return [...needed];
};

/** The strings of a list written out, and of the lists it spreads that are imported from the app's modules. */
const namesListed = (file: string, list: ts.ArrayLiteralExpression): string[] =>
  list.elements.flatMap((element) => {
    if (ts.isStringLiteral(element)) return [element.text];
    if (ts.isSpreadElement(element) && ts.isIdentifier(element.expression))
      return importedList(file, element.expression.text);
    throw new Error(`${file}: a namespace that is not written out`);
  });

/** An exported `const name = [...] as const` of the module `file` imports `name` from. */
const importedList = (file: string, name: string): string[] => {
  const from = parse(file).statements.find(
    (statement): statement is ts.ImportDeclaration =>
      ts.isImportDeclaration(statement) &&
      statement.importClause?.namedBindings !== undefined &&
      ts.isNamedImports(statement.importClause.namedBindings) &&
      statement.importClause.namedBindings.elements.some((binding) => binding.name.text === name),
  );
  const module = from && resolveModule(file, (from.moduleSpecifier as ts.StringLiteral).text);
  if (!module) throw new Error(`${file}: ${name} is not imported from the app's own modules`);
  let list: ts.ArrayLiteralExpression | undefined;
  visit(parse(module), (node) => {
    if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || node.name.text !== name) return;
    const value =
      node.initializer && ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
    if (value && ts.isArrayLiteralExpression(value)) list = value;
  });
  if (!list) throw new Error(`${module}: ${name} is not a list written out`);
  return namesListed(module, list);
};

/** What the <ClientMessages> elements of these modules give. */
const messagesGivenBy = (files: readonly string[]): string[] =>
  files.flatMap((file) => {
    const given: string[] = [];
    visit(parse(file), (node) => {
      if (!(ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node))) return;
      if (node.tagName.getText() !== 'ClientMessages') return;
      const attribute = node.attributes.properties.find(
        (property): property is ts.JsxAttribute =>
          ts.isJsxAttribute(property) && property.name.getText() === 'namespaces',
      );
      const value = attribute?.initializer;
      const list = value && ts.isJsxExpression(value) ? value.expression : undefined;
      if (!list || !ts.isArrayLiteralExpression(list)) throw new Error(`${file}: namespaces that are not written out`);
      given.push(...namesListed(file, list));
    });
    return given;
  });

const listEntries = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return listEntries(full);
    return /^(page|layout)\.tsx$/.test(entry.name) ? [full] : [];
  });

/** The messages around a page or layout: its own modules' providers, else the nearest layout's above it. */
const messagesAround = (entry: string, server: readonly string[]): string[] => {
  const own = messagesGivenBy(server);
  if (own.length > 0) return own;
  let directory = path.dirname(entry);
  if (path.basename(entry) === 'layout.tsx') directory = path.dirname(directory);
  while (directory.startsWith(APP)) {
    const layout = path.join(directory, 'layout.tsx');
    if (existsSync(layout)) {
      const given = messagesGivenBy(closureOf(layout).server);
      if (given.length > 0) return given;
    }
    directory = path.dirname(directory);
  }
  return [];
};

const covers = (given: readonly string[], needed: string) =>
  given.some((path) => needed === path || needed.startsWith(`${path}.`));

const messageAt = (key: string) =>
  key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown> | undefined)?.[part], en);

/**
 * Reading every page's and layout's imports with TypeScript's parser takes 1.2 s alone, and took 6.0 s
 * in a fresh-clone run whose other phases shared the two cores: past vitest's 5 s, with nothing wrong.
 */
const WHOLE_APP_TIMEOUT_MS = 30_000;

describe('the messages client components read', { timeout: WHOLE_APP_TIMEOUT_MS }, () => {
  const entries = listEntries(APP);

  it('works out what the staff area’s screens read', () => {
    const { client } = closureOf(path.join(APP, '[lang]/(admin)/admin/appointments/[id]/page.tsx'));
    const read = client.flatMap(messagesReadBy);
    expect(read).toEqual(expect.arrayContaining(['Admin.statusActions', 'Admin.status', 'Validation']));
  });

  it('are given to every page and layout that shows them, and name messages that exist', () => {
    expect(entries.length).toBeGreaterThan(40);
    const missing = entries.flatMap((entry) => {
      const { server, client } = closureOf(entry);
      const given = [...ERROR_SCREEN_NAMESPACES, ...messagesAround(entry, server)];
      return client
        .flatMap(messagesReadBy)
        .filter((needed) => !covers(given, needed))
        .map((needed) => `${path.relative(APP, entry)}: ${needed}`);
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('names, in every <ClientMessages>, messages that exist', () => {
    const given = entries.flatMap((entry) => messagesGivenBy(closureOf(entry).server));
    expect(given.filter((key) => messageAt(key) === undefined)).toEqual([]);
  });
});
