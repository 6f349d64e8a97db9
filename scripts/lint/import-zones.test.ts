// Proves the import zones of eslint.config.js (decisions 21 and 45) hold: each test plants one violation in a temporary
// file inside the tree, lints it with ESLint's Node API and the project's own config, and expects exactly that
// violation; the clean files beside them must come out clean. The probe folders are removed afterwards.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const probe = `zone-probe-${process.pid}`;

// Folders made for the probes; each is inside a tsconfig's include, so the type-aware parser sees the files.
const probeDirs = [
  `packages/domain/src/${probe}`,
  `packages/ui/src/${probe}`,
  `apps/member/src/features/${probe}`,
  `apps/member/src/${probe}`,
  `apps/member/src/shared/${probe}`,
  `apps/server/src/modules/${probe}`,
  `apps/server/src/platform/${probe}`,
  `apps/server/src/jobs/${probe}`,
];

interface Case {
  name: string;
  file: string;
  source: string;
  rule: string;
  message: RegExp;
}

const cases: Case[] = [
  // domain: no workspace, no framework, no Node API, no relative path out of the package
  {
    name: 'domain imports a workspace',
    file: `packages/domain/src/${probe}/workspace.ts`,
    source: "import '@dental/ui';",
    rule: 'no-restricted-imports',
    message: /domain is pure TypeScript/,
  },
  {
    name: 'domain imports a framework',
    file: `packages/domain/src/${probe}/framework.ts`,
    source: "import 'react';",
    rule: 'no-restricted-imports',
    message: /domain is pure TypeScript/,
  },
  {
    name: 'domain imports a Node API',
    file: `packages/domain/src/${probe}/node-api.ts`,
    source: "import 'node:fs';",
    rule: 'no-restricted-imports',
    message: /domain is pure TypeScript/,
  },
  {
    name: 'domain imports a Node API without the prefix',
    file: `packages/domain/src/${probe}/node-bare.ts`,
    source: "import 'crypto';",
    rule: 'no-restricted-imports',
    message: /domain is pure TypeScript/,
  },
  {
    name: 'domain reaches into ui by a relative path',
    file: `packages/domain/src/${probe}/relative.ts`,
    source: "import '../../../ui/src/index';",
    rule: 'import-zones/import-zones',
    message: /packages\/domain reaches into packages\/ui/,
  },
  // ui: only domain and front-end libraries
  {
    name: 'ui imports a portal',
    file: `packages/ui/src/${probe}/portal.ts`,
    source: "import '@dental/member';",
    rule: 'no-restricted-imports',
    message: /ui may import only domain/,
  },
  {
    name: 'ui imports the server',
    file: `packages/ui/src/${probe}/server.ts`,
    source: "import '@dental/server';",
    rule: 'no-restricted-imports',
    message: /ui may import only domain/,
  },
  {
    name: 'ui imports a server library',
    file: `packages/ui/src/${probe}/fastify.ts`,
    source: "import 'fastify';",
    rule: 'no-restricted-imports',
    message: /ui may import only domain/,
  },
  {
    name: 'ui imports a Node API',
    file: `packages/ui/src/${probe}/node-api.ts`,
    source: "import 'node:path';",
    rule: 'no-restricted-imports',
    message: /ui may import only domain/,
  },
  // portals: only domain and ui
  {
    name: 'a portal imports another portal',
    file: `apps/member/src/${probe}/portal.ts`,
    source: "import '@dental/dentist';",
    rule: 'no-restricted-imports',
    message: /a portal imports domain and ui/,
  },
  {
    name: 'a portal imports the server',
    file: `apps/member/src/${probe}/server.ts`,
    source: "import '@dental/server';",
    rule: 'no-restricted-imports',
    message: /a portal imports domain and ui/,
  },
  {
    name: 'a portal imports Drizzle',
    file: `apps/member/src/${probe}/drizzle.ts`,
    source: "import 'drizzle-orm';",
    rule: 'no-restricted-imports',
    message: /a portal imports domain and ui/,
  },
  {
    name: 'a portal reaches into another portal by a relative path',
    file: `apps/member/src/features/${probe}/other-portal.ts`,
    source: "import '../../../../dentist/src/app/router';",
    rule: 'import-zones/import-zones',
    message: /apps\/member reaches into apps\/dentist/,
  },
  {
    name: "a portal's feature imports another feature",
    file: `apps/member/src/features/${probe}/other-feature.ts`,
    source: "import '../receipts/api/transactions';",
    rule: 'import-zones/import-zones',
    message: new RegExp(`feature '${probe}' imports feature 'receipts'`),
  },
  {
    name: "a portal's shared code imports a feature",
    file: `apps/member/src/shared/${probe}/feature.ts`,
    source: "import '../../features/receipts/api/transactions';",
    rule: 'import-zones/import-zones',
    message: /imports go app\/ -> features\/ -> shared\/: shared\/ must not import features\//,
  },
  {
    name: "a portal's feature imports the app's routes",
    file: `apps/member/src/features/${probe}/app.ts`,
    source: "import '../../app/router';",
    rule: 'import-zones/import-zones',
    message: /features\/ must not import app\//,
  },
  // server
  {
    name: 'the server imports React',
    file: `apps/server/src/modules/${probe}/react.ts`,
    source: "import 'react';",
    rule: 'no-restricted-imports',
    message: /the server never imports React/,
  },
  {
    name: 'the server imports ui',
    file: `apps/server/src/modules/${probe}/ui.ts`,
    source: "import '@dental/ui';",
    rule: 'no-restricted-imports',
    message: /the server never imports React/,
  },
  {
    name: "a server module reaches into another module's file",
    file: `apps/server/src/modules/${probe}/deep.ts`,
    source: "import '../auth/tokens.js';",
    rule: 'import-zones/import-zones',
    message: new RegExp(`module '${probe}' reaches into module 'auth'`),
  },
  {
    name: 'the platform imports a module',
    file: `apps/server/src/platform/${probe}/module.ts`,
    source: "import '../../modules/auth/index.js';",
    rule: 'import-zones/import-zones',
    message: /src\/platform\/ is what every module uses and imports no module: it imports module 'auth'/,
  },
  {
    name: 'a server file outside repositories imports Drizzle',
    file: `apps/server/src/modules/${probe}/probe.service.ts`,
    source: "import 'drizzle-orm';",
    rule: 'import-zones/import-zones',
    message: /Only repositories/,
  },
  {
    name: 'a server folder outside modules reaches into a module',
    file: `apps/server/src/jobs/${probe}/deep.ts`,
    source: "import '../../modules/auth/tokens.js';",
    rule: 'import-zones/import-zones',
    message: /outside modules\/ \(jobs\/\) reaches into module 'auth'/,
  },
  {
    name: 'the server imports React Query',
    file: `apps/server/src/modules/${probe}/react-query.ts`,
    source: "import '@tanstack/react-query';",
    rule: 'no-restricted-imports',
    message: /the server never imports React, React Query/,
  },
  // import cycles (decision 45): each file of a circle is reported at the import that closes it, type imports too
  {
    name: 'an import that closes a circle',
    file: `packages/domain/src/${probe}/cycle-a.ts`,
    source: "import './cycle-b.js';\nexport type Probe = string;",
    rule: 'import-zones/no-cycle',
    message: new RegExp(`Import cycle: .*${probe}/cycle-a.ts -> .*cycle-b.ts -> .*cycle-a.ts`),
  },
  {
    name: 'a type import that closes a circle',
    file: `packages/domain/src/${probe}/cycle-b.ts`,
    source: "export type { Probe } from './cycle-a.js';",
    rule: 'import-zones/no-cycle',
    message: new RegExp(`Import cycle: .*${probe}/cycle-b.ts -> .*cycle-a.ts -> .*cycle-b.ts`),
  },
  // the type-aware rules
  {
    name: 'a floating promise',
    file: `apps/server/src/modules/${probe}/floating.ts`,
    source: 'export async function later(): Promise<void> {}\nlater();',
    rule: '@typescript-eslint/no-floating-promises',
    message: /Promises must be awaited/,
  },
  {
    name: 'a switch that misses a case',
    file: `packages/domain/src/${probe}/switch.ts`,
    source:
      "export function size(s: 'a' | 'b'): number {\n  switch (s) {\n    case 'a':\n      return 1;\n  }\n  return 0;\n}",
    rule: '@typescript-eslint/switch-exhaustiveness-check',
    message: /Cases not matched: "b"/,
  },
  {
    name: 'an await of a value that is no promise (recommendedTypeChecked)',
    file: `apps/server/src/modules/${probe}/thenable.ts`,
    source: 'export async function one(): Promise<number> {\n  return await 1;\n}',
    rule: '@typescript-eslint/await-thenable',
    message: /Unexpected `await` of a non-Promise/,
  },
];

// Files that keep every zone: the same places, importing what they may. None is named *.test.ts, so no vitest
// project (nor a watch run) would pick a probe up as a test file of its own.
const cleanFiles: Record<string, string> = {
  [`packages/domain/src/${probe}/clean.ts`]: "import { z } from 'zod';\nexport const probe = z.string();",
  [`packages/ui/src/${probe}/clean.ts`]: "import '@dental/domain';\nimport '@mui/material/Box';\nimport 'react';",
  [`apps/member/src/features/${probe}/clean.ts`]:
    "import '@dental/domain';\nimport '@dental/ui';\nimport '../../shared/hooks/use-wording';\nimport './other-feature';",
  [`apps/server/src/modules/${probe}/clean.ts`]:
    "import '@dental/domain';\nimport '../auth/index.js';\nimport '../../http/errors.js';\nimport '../../platform/clock.js';",
  [`apps/server/src/platform/${probe}/clean.ts`]: "import '../clock.js';\nimport '../../db/database.js';",
  [`apps/server/src/jobs/${probe}/clean.ts`]:
    "import '../../modules/auth/index.js';\nimport '../../platform/clock.js';\nimport '../../payments/gateway.js';",
  [`apps/server/src/modules/${probe}/probe.repository.ts`]: "import 'drizzle-orm';",
  [`apps/server/src/modules/${probe}/probe.test-support.ts`]:
    "import 'drizzle-orm';\nimport '../member/member.test-support.js';",
};

const removeProbes = () => {
  for (const dir of probeDirs) rmSync(path.join(root, dir), { recursive: true, force: true });
};

let results: Map<string, ESLint.LintResult>;

beforeAll(async () => {
  removeProbes();
  for (const dir of probeDirs) mkdirSync(path.join(root, dir), { recursive: true });
  const files: Record<string, string> = { ...cleanFiles };
  for (const planted of cases) files[planted.file] = planted.source;
  for (const [file, source] of Object.entries(files)) writeFileSync(path.join(root, file), `${source}\n`);
  try {
    const eslint = new ESLint({ cwd: root });
    const linted = await eslint.lintFiles(Object.keys(files).map((file) => path.join(root, file)));
    results = new Map(linted.map((result) => [path.relative(root, result.filePath).split(path.sep).join('/'), result]));
  } finally {
    removeProbes();
  }
});

afterAll(removeProbes);

const messagesOf = (file: string) => {
  const result = results.get(file);
  if (!result) throw new Error(`${file} was not linted`);
  return result.messages.map((message) => ({
    rule: message.ruleId,
    text: message.message,
    fatal: message.fatal ?? false,
  }));
};

describe('import zones', () => {
  it.each(cases)('reports: $name', ({ file, rule, message }) => {
    const messages = messagesOf(file);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.rule).toBe(rule);
    expect(messages[0]?.text).toMatch(message);
  });

  it.each(Object.keys(cleanFiles))('a file that keeps the zones is not reported: %s', (file) => {
    expect(messagesOf(file)).toEqual([]);
  });
});
