// Arbitraries derived from a route's zod request schemas (issue 15 item 5): each value is, most of the time,
// shaped the way the schema wants (so cases reach the handlers), otherwise hostile (hostile-values.ts).
import fc from 'fast-check';
import type { z } from 'zod';
import { HOSTILE_STRINGS, hostileJson } from './hostile-values.js';

/** The part of zod 4's definition the walk reads (zod's own `_zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: z.ZodType;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/**
 * Values of the right shape for fields known by name, so a case gets past the rules a regex cannot say
 * (a real date, an email, a catalogue code) to the handler.
 */
const FIELD_SAMPLES: Record<string, readonly unknown[]> = {
  // Never a demo sign-in: failed sign-ins would lock the account the fuzz signs in with.
  email: ['someone.new@example.com', 'Nobody@Example.com'],
  date_of_birth: ['1980-05-05', '2015-01-01', '2020-02-29', '1900-01-01'],
  date_from: ['2024-01-01', '2025-06-30'],
  date_to: ['2024-12-31', '2025-01-01'],
  phone: ['5125550199', '(512) 555-0199'],
  zip: ['78701', '10001', '00000'],
  codes: ['D1110', 'D2740,D0120', 'd1110'],
  password: ['Str0ng-Passw0rd!'],
  new_password: ['Str0ng-Passw0rd!'],
  old_password: ['Wrong-Passw0rd'],
  confirm_password: ['Str0ng-Passw0rd!'],
  payment_method_id: ['pm_off_nowhere', 'pm_card_visa'],
  use_stripe_payment_method_id: ['pm_off_nowhere'],
  idempotency_key: ['fuzz-key-0001-0001'],
  member_id: ['100200300', '000000000'],
  tax_id_last4: ['1234'],
  code: ['not-a-real-code-000000000000000000000000000'],
  card_number: ['4242 4242 4242 4242', '4000000000000002'],
  expiry: ['12/39', '01/20'],
  cvc: ['123'],
  first_name: ['Ann', 'Zoë'],
  last_name: ['Lee'],
  latitude: ['30.2672'],
  longitude: ['-97.7431'],
};

/** Ids that exist in the seed often enough (small serials), the column's edge, and one past it. */
const ID_SAMPLES = [1, 2, 3, 5, 8, 13, 21, 34, 2_147_483_647];

function stringChecks(def: Def): CheckDef[] {
  const own: CheckDef[] =
    def.format && def.pattern ? [{ check: 'string_format', format: def.format, pattern: def.pattern }] : [];
  return [...own, ...(def.checks ?? []).map((check) => check._zod.def)];
}

/** A string the schema's checks would likely accept: from its pattern, else a short word within its length. */
function shapedString(def: Def): fc.Arbitrary<string> {
  const checks = stringChecks(def);
  const pattern = checks.find((check) => check.pattern)?.pattern;
  if (pattern) {
    try {
      return fc.stringMatching(pattern, { size: 'xsmall' });
    } catch {
      // A pattern fast-check cannot generate from (lookarounds): fall through to plain text.
    }
  }
  const max = Math.min(...checks.map((check) => (check.check === 'max_length' ? (check.maximum ?? 40) : 40)));
  return fc.string({ minLength: 1, maxLength: Math.max(1, max) });
}

function shapedNumber(def: Def): fc.Arbitrary<number> {
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const min = checks.find((c) => c.check === 'greater_than')?.value ?? -1000;
  const max = checks.find((c) => c.check === 'less_than')?.value ?? 1000;
  return fc.oneof(
    fc.constantFrom(...ID_SAMPLES.filter((id) => id >= min && id <= max)),
    fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 1000) }),
  );
}

/** An arbitrary of values for `schema`: mostly shaped like it, sometimes hostile. */
export function arbitraryFor(schema: z.ZodType, field?: string, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedFor(schema, field, depth);
  const samples = field ? FIELD_SAMPLES[field] : undefined;
  return fc.oneof(
    { weight: samples ? 4 : 0, arbitrary: samples ? fc.constantFrom(...samples) : fc.constant(null) },
    { weight: 4, arbitrary: shaped },
    { weight: 3, arbitrary: hostileJson },
  );
}

function shapedFor(schema: z.ZodType, field: string | undefined, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, arbitraryFor(value, key, depth + 1)]),
      );
      return fc.oneof(
        { weight: 3, arbitrary: fc.record(fields) },
        { weight: 2, arbitrary: fc.record(fields, { requiredKeys: [] }) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.record(fields), fc.constantFrom(...HOSTILE_STRINGS.slice(0, 12)), hostileJson)
            .map(([record, key, value]) => ({ ...record, [key || 'extra']: value })),
        },
      );
    }
    case 'string':
      return shapedString(def);
    case 'number':
    case 'int':
      return shapedNumber(def);
    case 'bigint':
      return fc.integer();
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'array':
      return depth > 4 || !def.element
        ? fc.constant([])
        : fc.array(arbitraryFor(def.element, field, depth + 1), { maxLength: 4 });
    case 'optional':
      return def.innerType
        ? fc.option(shapedFor(def.innerType, field, depth), { nil: undefined })
        : fc.constant(undefined);
    case 'nullable':
      return def.innerType ? fc.option(shapedFor(def.innerType, field, depth), { nil: null }) : fc.constant(null);
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? shapedFor(def.innerType, field, depth) : hostileJson;
    case 'pipe':
      // The input side is what travels: a transform's input.
      return def.in ? shapedFor(def.in, field, depth) : hostileJson;
    case 'union':
      return def.options && def.options.length > 0
        ? fc.oneof(...def.options.map((option) => shapedFor(option, field, depth)))
        : hostileJson;
    case 'record':
      return def.valueType
        ? fc.dictionary(fc.string({ maxLength: 8 }), arbitraryFor(def.valueType, undefined, depth + 1), { maxKeys: 3 })
        : hostileJson;
    default:
      // transform, custom, any, unknown ...: nothing to read the shape from.
      return hostileJson;
  }
}

/** The field names of an object schema (the query's keys), or [] for any other schema. */
export function objectKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  let def = defOf(schema);
  while (def.type === 'pipe' && def.in) def = defOf(def.in);
  return def.type === 'object' ? Object.keys(def.shape ?? {}) : [];
}
