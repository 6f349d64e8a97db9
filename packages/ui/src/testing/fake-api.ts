import { vi } from 'vitest';
import { API_BASE, ENDPOINTS, type Endpoint } from '@dental/domain';

export type FakeAnswer = Response | Error | Promise<Response>;
export type FakeHandler = (body: unknown) => FakeAnswer;

/** A JSON answer. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const contract: { method: string; pattern: RegExp; endpoint: Endpoint; name: string }[] = Object.entries(ENDPOINTS as Record<string, Endpoint>).map(
  ([name, endpoint]) => ({
    name,
    endpoint,
    method: endpoint.method,
    pattern: new RegExp(`^${API_BASE}${endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z_]+/gi, '[^/]+')}$`, 'i'),
  }),
);

/**
 * A successful answer of the fake must be one the real server could give: it is parsed with the response
 * schema of the call's contract entry, so a fixture cannot drift from the contract and still pass.
 */
async function checkAgainstContract(method: string, path: string, answer: Response): Promise<void> {
  if (answer.status < 200 || answer.status >= 300) return;
  const entry = contract.find((candidate) => candidate.method === method && candidate.pattern.test(path));
  if (!entry) return; // A file (an ID card PDF) or a call outside the JSON contract.
  const text = await answer.clone().text();
  const result = entry.endpoint.response.safeParse(text === '' ? undefined : JSON.parse(text));
  if (!result.success) {
    const message = `fakeApi: the answer to ${method} ${path} breaks the contract's ${entry.name} response: ${result.error.message}`;
    // The client turns a failed fetch into its no-response error, which a test could take for the state it
    // expects: the console guard (console-guard.ts) fails the test whatever the screen did with it.
    console.error(message);
    throw new Error(message);
  }
}

/**
 * A fetch stand-in answering 'METHOD /api/path/' keys (query string ignored); records every call.
 * An unknown call fails the test loudly, and so does a 2xx answer its contract entry's schema refuses.
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
    await checkAgainstContract(method, path, answer);
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
