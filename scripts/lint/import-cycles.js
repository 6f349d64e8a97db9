// The import graph behind the local rule import-zones/no-cycle (decision 45): a file must not import a file whose
// own imports lead back to it. eslint-plugin-import-x's no-cycle is the library for this; it is not installed and
// node_modules are shared, so this small graph walk stands in for it. It judges as follows:
//   - every static import and re-export counts, `import type` and `export type` too (import-x skips those, as
//     they are erased at run time): the three circles of issue 25 were all closed by type imports, and a circle
//     of types still ties two places of the picture into one (neither can move or be read without the other);
//   - dynamic `import()` does not count: it runs after both modules have finished loading;
//   - only relative specifiers are followed (a package imports another by name, and the zones keep those acyclic).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
// How NodeNext specifiers land on sources: './a.js' is './a.ts' or './a.tsx'; a folder is its index.
const candidates = (absolute) => {
  const stem = absolute.replace(/\.(?:[cm]?js|jsx)$/, '');
  if (/\.(?:[cm]?ts|tsx)$/.test(absolute)) return [absolute];
  return [
    `${stem}.ts`,
    `${stem}.tsx`,
    ...(stem === absolute ? [] : [absolute]),
    path.join(absolute, 'index.ts'),
    path.join(absolute, 'index.tsx'),
    path.join(absolute, 'index.js'),
  ];
};

const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The source file a relative specifier written in `importer` lands on, or null when it is not one of ours. */
export function resolveRelative(importer, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(importer), specifier);
  return candidates(target).find((file) => SOURCE.test(file) && isFile(file)) ?? null;
}

/** The relative specifiers of a source text's static imports and re-exports (type-only ones included). */
export function staticSpecifiers(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) specifiers.push(specifier.text);
  }
  return specifiers;
}

// Each file's edges, read from disk once per modification time (ESLint lints many files in one process). A file's
// time is looked at again only after a second: one lint run asks for the same files thousands of times.
const FRESH_MS = 1000;
const edgeCache = new Map();
const edgesOf = (file) => {
  const cached = edgeCache.get(file);
  const now = Date.now();
  if (cached && now - cached.checkedAt < FRESH_MS) return cached.edges;
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    edgeCache.delete(file);
    return [];
  }
  if (cached && cached.mtime === mtime) {
    cached.checkedAt = now;
    return cached.edges;
  }
  const edges = staticSpecifiers(file, readFileSync(file, 'utf8'))
    .map((specifier) => resolveRelative(file, specifier))
    .filter((target) => target !== null);
  edgeCache.set(file, { mtime, checkedAt: now, edges });
  return edges;
};

/** A path of files from `start` back to `goal` along static imports (both included), or null when there is none. */
export function pathBack(start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === goal) {
      const route = [];
      for (let at = file; at !== null; at = cameFrom.get(at)) route.unshift(at);
      return route;
    }
    for (const next of edgesOf(file)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}
