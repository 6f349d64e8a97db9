// Issue 25 item 4: a tenancy case is the code that runs it. A runner test defines its cases with tenancyCase or
// tenancyCases (each a test named by its '<call>.<id field>' key); the harness (http/tenancy.test.ts) finds those
// calls in the test sources and compares their keys with the ids the routes take, so deleting a runner leaves its
// id without a case and fails the harness. Keys are written as string literals so the harness can read them.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { it } from 'vitest';
import type { IdKey } from './tenancy.js';

const KEY = /^[a-z]+\.[A-Za-z]+\.[A-Za-z_.[\]{}]+$/;

/** One tenancy case: a test named `key` that tries another tenant's id and expects 404 with nothing changed. */
export function tenancyCase(key: IdKey, run: () => Promise<void>): void {
  if (!KEY.test(key)) throw new Error(`${key} is not a '<group>.<call>.<id field>' key`);
  it(key, run);
}

/** Several tenancy cases of one runner: each key's function is its case. */
export function tenancyCases(cases: Readonly<Record<IdKey, () => Promise<void>>>): void {
  for (const [key, run] of Object.entries(cases)) tenancyCase(key, run);
}

/** A case the harness found in a test source, or a call it could not read (a key that is not a literal). */
export interface FoundCase {
  file: string;
  key: IdKey | null;
  /** Where the call is in the file's text (a planted test cuts it out). */
  start: number;
  end: number;
}

const literal = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/** The tenancy cases a test source defines: each tenancyCase('key', ...) and each key of tenancyCases({ ... }). */
export function tenancyCasesIn(file: string, text: string): FoundCase[] {
  if (!text.includes('tenancyCase')) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: FoundCase[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const [first] = node.arguments;
      const at = { file, start: node.getStart(source), end: node.getEnd() };
      if (node.expression.text === 'tenancyCase') found.push({ ...at, key: literal(first) });
      if (node.expression.text === 'tenancyCases') {
        if (first && ts.isObjectLiteralExpression(first))
          for (const property of first.properties) {
            const name = ts.isPropertyAssignment(property) ? property.name : undefined;
            found.push({
              file,
              start: property.getStart(source),
              end: property.getEnd(),
              key: name && (ts.isStringLiteral(name) || ts.isIdentifier(name)) ? name.text : null,
            });
          }
        else found.push({ ...at, key: null });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const SRC = join(import.meta.dirname, '..');

function testSources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testSources(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every tenancy case the server's test files define, each with its file (relative to src/). */
export function definedTenancyCases(): FoundCase[] {
  return testSources().flatMap((path) => tenancyCasesIn(relative(SRC, path), readFileSync(path, 'utf8')));
}
