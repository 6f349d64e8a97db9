import { vi } from 'vitest';

// STYLE "Tests": an unexpected console.error fails the test.
let allowed: RegExp[] = [];
let unexpected: string[] = [];

/** Lets the current test log console.error lines that match (for errors it provokes on purpose). */
export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

function format(args: unknown[]): string {
  return args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' ');
}

/** Starts watching console.error for one test. */
export function startConsoleGuard(): void {
  allowed = [];
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = format(args);
    if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(text);
  });
}

/** Ends the watch; throws (failing the test) if an unexpected console.error happened. */
export function stopConsoleGuard(): void {
  vi.mocked(console.error).mockRestore();
  const found = unexpected;
  unexpected = [];
  if (found.length > 0) throw new Error(`Unexpected console.error:\n${found.join('\n')}`);
}
