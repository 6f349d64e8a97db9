/** The entries of `next` whose value differs from `current` (null and undefined count as equal). */
export function changedFields<T extends object>(current: object, next: T): Partial<T> {
  const before = current as Partial<Record<keyof T, unknown>>;
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    const value = next[key];
    if (value === undefined) continue;
    if ((value ?? null) !== (before[key] ?? null)) changes[key] = value;
  }
  return changes;
}
