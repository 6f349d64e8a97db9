// One lint config for the whole tree. The import rules keep the layering of DESIGN.md §2:
// domain <- ui <- portals, domain <- server. Nothing imports a portal; the server never imports React.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const portals = ['@dental/member', '@dental/dentist', '@dental/employer', '@dental/admin'];
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/drizzle/**', 'bench/results/**', '**/test-results/**', '**/playwright-report/**', 'data/**', 'apps/server/data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
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
    rules: restrict(['@dental/ui', '@dental/server', ...portals, 'react', 'react-dom', '@mui/*', 'fastify', 'drizzle-orm', 'node:*'], 'domain is pure TypeScript: it imports no framework, no Node API and no other workspace.'),
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: restrict(['@dental/server', ...portals, 'fastify', 'drizzle-orm'], 'ui may import only domain and front-end libraries.'),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict(['@dental/ui', ...portals, 'react', 'react-dom', '@mui/*'], 'the server never imports React, ui or a portal.'),
  },
  {
    files: ['apps/{member,dentist,employer,admin}/**/*.{ts,tsx}'],
    rules: restrict(['@dental/server', ...portals.map((p) => `${p}`), 'fastify', 'drizzle-orm'], 'a portal imports domain and ui, never the server or another portal.'),
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'e2e/**/*.ts', 'apps/server/src/cli/**/*.ts', 'apps/server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
