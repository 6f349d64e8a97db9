import { vi } from 'vitest';

export type FakeAnswer = Response | Error | Promise<Response>;
export type FakeHandler = (body: unknown) => FakeAnswer;

/** A JSON answer. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A fetch stand-in answering 'METHOD /api/path/' keys (query string ignored); records every call.
 * An unknown call fails the test loudly.
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const impl = vi.fn(async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0] ?? url;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new Error(`fakeApi: no handler for ${method} ${path}`);
    const answer = await handler(body);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { impl, calls };
}

/** A promise with its resolve function, to hold an answer back. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
