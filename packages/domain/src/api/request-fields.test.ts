// Issue 15 items 5 and 8: every field of every request the contract describes, by construction. Each field of
// each body and query schema in CONTRACT is given hostile values on its own (the other fields missing): the
// field itself must be refused. A new field without the shared rules fails here.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, TEXT_INPUT_MAX_LENGTH } from '../validation/limits.js';
import { MSG_INVALID } from '../validation/messages.js';
import { CONTRACT, type Endpoint } from './endpoints.js';
import { ID_MAX, idParamSchema, idQuerySchema, idSchema } from './common.js';
import { MSG_NOT_FOUND } from '../errors/error-catalogue.js';

/** The longest value a field may hold where the spec (or a decision) sets another limit than 100. */
const OWN_LIMITS: Record<string, number> = {
  email: EMAIL_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  old_password: PASSWORD_MAX_LENGTH,
  new_password: PASSWORD_MAX_LENGTH,
  confirm_password: PASSWORD_MAX_LENGTH,
};

interface Field {
  call: string;
  where: 'body' | 'query';
  name: string;
  schema: z.ZodType;
}

function fieldsOf(): Field[] {
  const fields: Field[] = [];
  for (const [call, endpoint] of Object.values(CONTRACT).flatMap(
    (group) => Object.entries(group) as [string, Endpoint][],
  )) {
    for (const where of ['body', 'query'] as const) {
      const schema = endpoint[where];
      if (!schema) continue;
      const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
      if (!shape) throw new Error(`${call}.${where} is not an object schema: the test cannot see its fields`);
      for (const name of Object.keys(shape)) fields.push({ call, where, name, schema });
    }
  }
  return fields;
}

/** The messages the schema puts on this one field when it alone is given `value`. */
function messagesOnField(field: Field, value: unknown): string[] {
  const result = field.schema.safeParse({ [field.name]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field.name).map((issue) => issue.message);
}

const fields = fieldsOf();
const label = (f: Field) => `${f.call}.${f.where}.${f.name}`;

describe('every request field refuses what is not text (issue 15 item 5: no NUL byte reaches the database)', () => {
  it('finds the fields of the contract (the walk sees them)', () => {
    expect(fields.map(label)).toEqual(
      expect.arrayContaining([
        'updateMemberUser.body.first_name',
        'publicDentistSearch.query.name',
        'newMemberSignup.body.first_name',
      ]),
    );
    expect(fields.length).toBeGreaterThan(40);
  });

  const hostile: [string, string][] = [
    ['a NUL byte', 'a\u0000b'],
    ['another control character', 'a\u0007b'],
    ['a C1 control character', 'a\u0085b'],
    ['a line break inside', 'a\nb'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
  ];
  it.each(fields.map((f) => [label(f), f] as const))('%s', (_label, field) => {
    for (const [what, value] of hostile) {
      expect(messagesOnField(field, value), what).not.toEqual([]);
    }
  });
});

describe('every request text field is at most 100 characters unless it has its own limit (issue 15 item 8)', () => {
  it.each(fields.map((f) => [label(f), f] as const))('%s', (_label, field) => {
    const limit = OWN_LIMITS[field.name] ?? TEXT_INPUT_MAX_LENGTH;
    expect(messagesOnField(field, 'a'.repeat(limit + 1))).not.toEqual([]);
    expect(messagesOnField(field, 'a'.repeat(1_000_000))).not.toEqual([]);
  });

  it('a name of 100 characters passes where one of 101 does not (the limit is the spec’s, not lower)', () => {
    const firstName = fields.find((f) => f.call === 'newMemberSignup' && f.name === 'first_name');
    if (!firstName) throw new Error('no newMemberSignup.first_name');
    expect(messagesOnField(firstName, 'a'.repeat(100))).toEqual([]);
    expect(messagesOnField(firstName, 'a'.repeat(101))).toEqual(['Must be at most 100 characters']);
  });

  it('an astral character (a paired surrogate) is text', () => {
    const firstName = fields.find((f) => f.call === 'updateMemberUser' && f.name === 'first_name');
    if (!firstName) throw new Error('no updateMemberUser.first_name');
    expect(messagesOnField(firstName, 'Zoë 😀')).toEqual([]);
    expect(messagesOnField(firstName, 'a\u0000b')).toEqual([MSG_INVALID]);
  });
});

describe('ids fit the database column (issue 15 item 5)', () => {
  it('a body id past 2147483647 is Invalid', () => {
    expect(idSchema.safeParse(ID_MAX).success).toBe(true);
    expect(idSchema.safeParse(ID_MAX + 1).error?.issues.map((i) => i.message)).toEqual([MSG_INVALID]);
  });

  it('a query id past 2147483647 is Invalid', () => {
    expect(idQuerySchema.safeParse(String(ID_MAX)).data).toBe(ID_MAX);
    expect(idQuerySchema.safeParse(String(ID_MAX + 1)).error?.issues.map((i) => i.message)).toEqual([MSG_INVALID]);
  });

  it('a path id past 2147483647 is Not found (it names no record), a malformed one Invalid', () => {
    expect(idParamSchema.safeParse(String(ID_MAX)).data).toBe(ID_MAX);
    for (const far of [String(ID_MAX + 1), '9'.repeat(16), '9'.repeat(400)]) {
      expect(idParamSchema.safeParse(far).error?.issues.map((i) => i.message)).toEqual([MSG_NOT_FOUND]);
    }
    for (const bad of ['0', '01', '-1', '1.5', 'a\u0000b', '']) {
      expect(idParamSchema.safeParse(bad).error?.issues.map((i) => i.message)).toEqual([MSG_INVALID]);
    }
  });

  it('every id field of a request body or query is bounded', () => {
    const idFields = fields.filter((f) => /(^|_)ids?$/.test(f.name));
    expect(idFields.length).toBeGreaterThan(3);
    for (const field of idFields) {
      const far =
        field.where === 'query' ? String(ID_MAX + 1) : field.name.endsWith('_ids') ? [ID_MAX + 1] : ID_MAX + 1;
      if (field.name.endsWith('payment_method_id')) continue; // a payment method id is a gateway's text, not ours
      expect(messagesOnField(field, far), label(field)).not.toEqual([]);
    }
  });
});
