// spec §3: amount parsing.

/**
 * spec §3: null, undefined, NaN or a blank string become null; otherwise every character except digits,
 * '.' and '-' is removed before conversion. A result that is not a finite number (nothing left, '1.2.3',
 * '5-', Infinity) is null. Other types (booleans, objects) are null. -0 becomes 0.
 */
export function parseAmount(value: unknown): number | null {
  let result: number;
  if (typeof value === 'number') {
    result = value;
  } else if (typeof value === 'bigint') {
    result = Number(value);
  } else if (typeof value === 'string') {
    const stripped = value.replace(/[^0-9.-]/g, '');
    if (!/[0-9]/.test(stripped)) return null;
    result = Number(stripped);
  } else {
    return null;
  }
  if (!Number.isFinite(result)) return null;
  return result === 0 ? 0 : result;
}
