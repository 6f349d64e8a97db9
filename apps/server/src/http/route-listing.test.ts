// `npm run routes` (decision 0023): the table lists every route of the contract with its guard and the ids it scopes.
import { describe, expect, it } from 'vitest';
import { CALLS, FILES, UPLOADS, type CallGroup } from '@dental/domain';
import { listedRoutes, routeTableText } from './route-listing.js';

describe('npm run routes', () => {
  const routes = listedRoutes();
  const lines = routeTableText(routes).split('\n');

  it('lists every call, file and upload of the contract once, under a header', () => {
    const groups = Object.keys(CALLS) as CallGroup[];
    const expected = groups.reduce(
      (n, group) =>
        n + Object.keys(CALLS[group]).length + Object.keys(FILES[group]).length + Object.keys(UPLOADS[group]).length,
      0,
    );
    expect(routes).toHaveLength(expected);
    expect(lines).toHaveLength(expected + 1);
    expect(lines[0]).toMatch(/^METHOD\s+PATH\s+PORTAL\s+GUARD\s+READS\s+IDS IT SCOPES$/);
  });

  it('shows each route’s portal, guard and ids, the scoped ones apart from the public ones', () => {
    const line = (method: string, url: string) =>
      lines.find((l) => new RegExp(`^${method}\\s+${url.replace(/[/.]/g, '\\$&')}\\s`).test(l));
    expect(line('GET', '/api/member/v4/transactions/')).toMatch(
      /\smember\s+member \(household\)\s+primary\s+household: patient_id \(query\); public: practice_id \(query\)$/,
    );
    expect(line('GET', '/api/member/v4/patient/id-cards/:id/card.pdf')).toMatch(
      /member \(household\)\s+primary\s+household: id \(path\)$/,
    );
    expect(line('GET', '/api/member/v4/practices/:id/')).toMatch(
      /member \(household\)\s+replica\s+public: id \(path\)$/,
    );
    // Issue 29 item 2: where each route reads, by its entry.
    expect(line('POST', '/api/token/')).toMatch(/\sshared\s+public\s+primary$/);
    // Decision 0052: an upload, with its guard.
    expect(line('POST', '/api/employer/v1/census/check/')).toMatch(
      /\semployer\s+employer\(company_admin\) \(one company\)\s+primary$/,
    );
    // Decision 0040: a staff route shows its permission and the roles the table gives it.
    expect(line('GET', '/api/admin/v1/me/')).toMatch(
      /\sadmin\s+staff\(me\.read: support, operations, finance, super_admin\)\s+primary$/,
    );
  });
});
