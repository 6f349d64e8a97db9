// Issue 14 "Done when": no handler checks a role or calls a require* guard itself; every route is registered
// from its contract entry (decision 0023). A grep over the server's shipped sources proves it, and planted
// lines prove the grep sees each kind of violation.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/** What a shipped source may not contain, and where each rule holds. */
const RULES: readonly { name: string; pattern: RegExp; appliesTo: (file: string) => boolean }[] = [
  // requireMember/requireAuth are gone: a guard is declared in the contract and resolved by the route's hook.
  { name: 'calls a require* guard', pattern: /\brequire[A-Z]\w*\s*\(/, appliesTo: () => true },
  // Who the caller is, is the guard's business (modules/auth/guard-context.ts). The password reset matches the
  // requested account type to the app's portal, as sign-in does: which account to mail, not who may call.
  {
    name: 'checks an account type, role or tenant itself',
    pattern:
      /accountType\s*[!=]==|[!=]==\s*['"](?:owner|front_desk|company_admin|support|operations|finance|super_admin)['"]|\b(?:practiceRole|employerRole|staffRole)\s*[!=]==|\.tenant\b|\bguard\.kind\b/,
    appliesTo: (file) =>
      !file.startsWith('modules/auth/') &&
      file !== 'modules/password-reset/password-reset.service.ts' &&
      file !== 'http/contract-route.ts',
  },
  // Routes come from contract entries (contractRoute/fileRoute). The mail page and the Stripe webhook are not
  // API calls (route-contract.test.ts lists why) and are the only routes registered by hand.
  {
    name: 'registers a route by hand',
    pattern: /\bapp\.(?:get|post|put|patch|delete|route)\s*\(|\bonRequest\s*:|\bapp\.authenticate\b/,
    appliesTo: (file) =>
      !['http/contract-route.ts', 'modules/dev-mail/dev-mail.routes.ts', 'payments/stripe-webhook.ts'].includes(file),
  },
];

const isShipped = (file: string) =>
  file.endsWith('.ts') && !/\.test(?:-support)?\.ts$|\.test\.[a-z-]+\.ts$/.test(file) && !file.startsWith('testing/');

function shippedSources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? shippedSources(path) : [relative(SRC, path)].filter(isShipped);
  });
}

/** 'file:line: rule' for each line of a source that breaks a rule. */
function violations(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      RULES.filter(
        (rule) =>
          rule.appliesTo(file) &&
          rule.pattern.test(line) &&
          !line.trimStart().startsWith('//') &&
          !line.trimStart().startsWith('*'),
      ).map((rule) => `${file}:${index + 1}: ${rule.name}`),
    );
}

describe('declared guards: no handler checks who calls', () => {
  const files = shippedSources();

  it('reads the route files it guards (the walk finds the server’s sources)', () => {
    expect(files).toContain('modules/member/family/family.routes.ts');
    expect(files).toContain('modules/auth/auth-plugin.ts');
    expect(files.some((file) => file.endsWith('.test.ts'))).toBe(false);
  });

  it('no shipped source calls a require* guard, checks a role or tenant, or registers an API route by hand', () => {
    expect(files.flatMap((file) => violations(file, readFileSync(join(SRC, file), 'utf8')))).toEqual([]);
  });

  it.each([
    [
      'modules/member/receipts/receipts.routes.ts',
      '      async (request) => service.transactions(requireMember(request).user.id, request.query),',
      'calls a require* guard',
    ],
    [
      'modules/family/family.service.ts',
      "    if (auth.user.accountType !== 'member') throw new NotFoundError();",
      'checks an account type, role or tenant itself',
    ],
    [
      'modules/dentist/patients.routes.ts',
      "      if (ctx.practiceRole !== 'owner') throw new NotFoundError();",
      'checks an account type, role or tenant itself',
    ],
    [
      'modules/dentist/patients.routes.ts',
      "      if (role === 'front_desk') return reply.status(404).send();",
      'checks an account type, role or tenant itself',
    ],
    [
      'modules/dentist/patients.routes.ts',
      '    app.get(`/dentist/v1/patients/`, { schema }, async () => ({ data: [] }));',
      'registers a route by hand',
    ],
    [
      'modules/dentist/patients.routes.ts',
      '    app.route({ method: "GET", url: "/dentist/v1/x/", onRequest: app.authenticate, handler });',
      'registers a route by hand',
    ],
  ])('finds a planted violation in %s: %s', (file, line, rule) => {
    expect(violations(file, `// planted\n${line}\n`)).toEqual([expect.stringContaining(`${file}:2: ${rule}`)]);
  });
});
