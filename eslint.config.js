// One lint config for the whole tree. The import rules keep the layering of DESIGN.md §2:
// domain <- ui <- portals, domain <- server. Nothing imports a portal; the server never imports React.
// Import zones (decision 21; scripts/lint/import-zones.test.ts plants a violation of each and sees it reported):
//   - domain imports no workspace, no framework and no Node API; ui imports only domain and front-end libraries;
//     a portal imports only domain and ui; the server never imports React, ui or a portal (no-restricted-imports,
//     by package name);
//   - no relative path leaves its package or app; a portal's features do not import each other, and inside a
//     portal imports go app/ -> features/ -> shared/; a server module reaches another only through its index.ts,
//     and src/platform/ (what every module uses) imports no module;
//     only repositories, src/db/ and tests import drizzle-orm (local rule import-zones/import-zones, which
//     resolves relative paths against the importing file).
// Type-aware rules (no floating or misused promises, exhaustive switches) run on every TypeScript file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import importZones from './scripts/lint/import-zones.js';

const portals = ['@dental/member', '@dental/dentist', '@dental/employer', '@dental/admin'];
// Server-only libraries. restrict() matches plain names exactly (as a pattern, 'stripe' also caught '../stripe/x')
// and names with a wildcard as patterns.
const serverLibraries = [
  'fastify',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  'stripe',
  'nodemailer',
  'pino',
];
// Node's own modules, with and without the 'node:' prefix: domain, ui and the portals' sources use none.
const nodeApi = ['node:*', ...builtinModules.filter((name) => !name.startsWith('_'))];
const restrict = (names, message) => {
  const exact = names.filter((name) => /^[a-z][\w.-]*(\/[\w.-]+)*$/.test(name) && !name.endsWith('*'));
  const patterns = names.filter((name) => !exact.includes(name));
  return {
    'no-restricted-imports': [
      'error',
      { paths: exact.map((name) => ({ name, message })), patterns: [{ group: patterns, message }] },
    ],
  };
};

// Files outside repositories and src/db/ that still import drizzle-orm, each with its reason (decision 21).
const drizzleExceptions = {
  'apps/server/src/seed/': 'the demo and bulk loaders write whole tables, like src/db/ migrations do',
  'apps/server/src/modules/dentist-search/search-sql.ts':
    'SQL fragments shared by the dentist-search and price-check repositories',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/drizzle/**',
      'bench/results/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'apps/server/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-zones': importZones },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-zones/import-zones': ['error', { drizzleExceptions }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'apps/server/drizzle.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/{member,dentist,employer,admin}/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: restrict(
      ['@dental/*', 'react', 'react-dom', 'react-dom/*', '@mui/*', '@emotion/*', ...serverLibraries, ...nodeApi],
      'domain is pure TypeScript: it imports no framework, no Node API and no other workspace.',
    ),
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: restrict(
      ['@dental/*', '!@dental/domain', '!@dental/domain/*', ...serverLibraries, ...nodeApi],
      'ui may import only domain and front-end libraries.',
    ),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict(
      ['@dental/ui', '@dental/ui/*', ...portals, 'react', 'react-dom', 'react-dom/*', '@mui/*'],
      'the server never imports React, ui or a portal.',
    ),
  },
  {
    files: ['apps/{member,dentist,employer,admin}/src/**/*.{ts,tsx}'],
    rules: restrict(
      [
        '@dental/*',
        '!@dental/domain',
        '!@dental/domain/*',
        '!@dental/ui',
        '!@dental/ui/*',
        ...serverLibraries,
        ...nodeApi,
      ],
      'a portal imports domain and ui, never the server or another portal.',
    ),
  },
  {
    files: [
      'scripts/**/*.mjs',
      'bench/**/*.mjs',
      'e2e/**/*.ts',
      'apps/server/src/cli/**/*.ts',
      'apps/server/src/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
