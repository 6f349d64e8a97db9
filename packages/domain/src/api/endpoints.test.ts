import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { anyInput } from '../testing/schema-testing.js';
import { CALLS, apiPath, callRoute, type CallName } from './endpoint-paths.js';
import { CONTRACT, type Endpoint } from './endpoints.js';

const endpoints = Object.values(CONTRACT).flatMap((group) => Object.entries(group) as [string, Endpoint][]);

describe('the API contract (spec §7)', () => {
  it('has every call of the spec table at its path', () => {
    const calls = endpoints.map(([, e]) => `${e.method} ${e.path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET hello/',
        'POST logout/',
        'POST token/refresh/',
        'POST password-reset/initiate-forgot/',
        'PATCH password-reset/complete/',
        'GET member/v4/user/',
        'PATCH member/v4/user/',
        'POST member/v4/user/initiate-email-change/',
        'PATCH member/v4/user/password/',
        'GET member/v4/user/custom-ui-data/',
        'GET member/v4/benefit/',
        'GET member/v5/benefit/member-id-card-data/',
        'GET member/v4/patient/get-id-cards-links/',
        'GET member/v4/unread/',
        'GET member/v4/benefit/notifications/',
        'GET member/v4/family-members/',
        'PATCH member/v4/family-members/:id/',
        'GET member/v4/in-office-plan-purchases/',
        'GET member/v4/in-office-plan-purchases/:id/',
        'POST member/v4/in-office-plan-purchases/:id/payoff-balance/',
        'PATCH member/v4/in-office-plan-purchases/:id/',
        'POST token/',
        'GET member/v4/in-office-plans/',
        'GET member/v4/in-office-plans/:id/',
        'POST member/v4/in-office-plan-purchases/',
        'GET member/v4/payment-methods/',
        'POST member/v4/payment-methods/',
        'DELETE member/v4/payment-methods/:id/',
        'POST member/v4/payment-methods/offline-tokenize/',
        'GET member/v4/dentist-search/',
        'GET public/v4/dentist-search/',
        'GET member/v4/practices/:id/',
        'GET member/v4/price-check/',
      ]),
    );
    expect(new Set(calls).size).toBe(calls.length);
  });

  it.each(endpoints)('%s: relative path with a trailing slash, params when the path has :id', (_name, endpoint) => {
    expect(endpoint.path).toMatch(/^[a-z0-9][a-z0-9/:_-]*\/$/);
    expect(endpoint.path.includes(':id')).toBe(endpoint.params !== undefined);
    if (endpoint.method === 'GET') expect(endpoint.body).toBeUndefined();
  });

  it.each(endpoints)('%s: schemas describe as JSON Schema (OpenAPI) and never throw', (_name, endpoint) => {
    expect(() => z.toJSONSchema(endpoint.response, { io: 'output' })).not.toThrow();
    for (const input of [endpoint.body, endpoint.query, endpoint.params]) {
      if (input) expect(() => z.toJSONSchema(input, { io: 'input' })).not.toThrow();
    }
    fc.assert(
      fc.property(anyInput, (value) => {
        endpoint.response.safeParse(value);
        endpoint.body?.safeParse(value);
        endpoint.query?.safeParse(value);
        endpoint.params?.safeParse(value);
      }),
      { numRuns: 50 },
    );
  });

  it('builds request paths', () => {
    expect(apiPath(CONTRACT.member.benefit.path)).toBe('/api/member/v4/benefit/');
    expect(apiPath(CONTRACT.member.payoffBalance.path, { id: 7 })).toBe(
      '/api/member/v4/in-office-plan-purchases/7/payoff-balance/',
    );
    expect(apiPath(CONTRACT.member.updateFamilyMember.path, { id: 'a/b' })).toBe(
      '/api/member/v4/family-members/a%2Fb/',
    );
    expect(apiPath(CONTRACT.member.updateFamilyMember.path)).toBe('/api/member/v4/family-members/:id/');
  });

  it('groups the calls by portal, each group of CONTRACT matching CALLS call for call', () => {
    expect(Object.keys(CONTRACT)).toEqual(Object.keys(CALLS));
    for (const [group, calls] of Object.entries(CONTRACT)) {
      const routes = CALLS[group as keyof typeof CALLS];
      expect(Object.keys(calls).sort()).toEqual(Object.keys(routes).sort());
      for (const [name, entry] of Object.entries(calls) as [string, Endpoint][]) {
        expect(callRoute(`${group}.${name}` as CallName)).toEqual({
          method: entry.method,
          path: entry.path,
          guard: entry.guard,
        });
      }
    }
    expect(callRoute('member.transactions')).toEqual({
      method: 'GET',
      path: 'member/v4/transactions/',
      guard: { kind: 'member' },
    });
    expect(callRoute('shared.signIn')).toEqual({ method: 'POST', path: 'token/', guard: { kind: 'public' } });
  });
});
