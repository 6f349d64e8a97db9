import { vi } from 'vitest';
import { API_BASE, CONTRACT, type CallName, type Endpoint, type ErrorAnswer } from '@dental/domain';

export type FakeAnswer = Response | Error | Promise<Response>;

/** What the fake saw of one call: its JSON body, its path parameters ({ id: '7' }) and its query. */
export interface FakeRequest {
  body: unknown;
  params: Record<string, string>;
  query: URLSearchParams;
}
export type FakeHandler = (request: FakeRequest) => FakeAnswer;
/** The fake's answers, by contract call ('member.benefit'). */
export type FakeHandlers = Partial<Record<CallName, FakeHandler>>;

/** One recorded call. */
export interface FakeCall {
  name: CallName;
  method: string;
  path: string;
  body: unknown;
}

/** A JSON answer. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server's answer for an error of the vocabulary (decision 0043: `errorAnswerOf(ERRORS.x)`), status and body. */
export function errorResponse({ status, ...body }: ErrorAnswer): Response {
  return json(status, body);
}

interface ContractCall {
  name: CallName;
  method: string;
  /** The call's URL path, ':name' parameters as named groups. */
  pattern: RegExp;
  endpoint: Endpoint;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const contract: ContractCall[] = Object.entries(CONTRACT).flatMap(([group, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(([call, endpoint]) => ({
    name: `${group}.${call}` as CallName,
    method: endpoint.method,
    endpoint,
    pattern: new RegExp(`^${escapeRegExp(API_BASE + endpoint.path).replace(/:([a-z_]+)/gi, '(?<$1>[^/]+)')}$`, 'i'),
  })),
);

/**
 * The fake's mistakes (an unknown call, a call the test did not answer, an answer the contract refuses) fail
 * the test whatever the screen does: the client turns a failed fetch into its no-response error, which a test
 * could take for the state it expects, so the message also goes to console.error, which the console guard
 * (console-guard.ts) turns into a failure.
 */
function fail(message: string): never {
  console.error(message);
  throw new Error(message);
}

/** The contract call a request is (method and path), with its path parameters. */
function findCall(method: string, path: string): { call: ContractCall; params: Record<string, string> } {
  const found = contract.flatMap((call) => {
    const match = call.method === method ? call.pattern.exec(path) : null;
    if (!match) return [];
    const params = Object.fromEntries(
      Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]),
    );
    return [{ call, params }];
  });
  if (found.length !== 1)
    fail(`fakeApi: ${method} ${path} is ${found.length === 0 ? 'no call' : 'more than one call'} of the contract`);
  return found[0]!;
}

/**
 * A successful answer of the fake must be one the real server could give: it is parsed with the response
 * schema of the call's contract entry, so a fixture cannot drift from the contract and still pass.
 */
async function checkAgainstContract(call: ContractCall, path: string, answer: Response): Promise<void> {
  if (answer.status < 200 || answer.status >= 300) return;
  const text = await answer.clone().text();
  const result = call.endpoint.response.safeParse(text === '' ? undefined : JSON.parse(text));
  if (!result.success)
    fail(
      `fakeApi: the answer to ${call.method} ${path} breaks the contract's ${call.name} response: ${result.error.message}`,
    );
}

/**
 * A fetch stand-in answering the contract's calls by name ('member.benefit'); records every call.
 * A call the test did not answer fails the test loudly, and so does a 2xx answer its entry's schema refuses.
 */
export function fakeApi(handlers: FakeHandlers) {
  const calls: FakeCall[] = [];
  const impl = vi.fn(async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const [path = url, search = ''] = url.split('?');
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const { call, params } = findCall(method, path);
    calls.push({ name: call.name, method, path, body });
    const handler = handlers[call.name];
    if (!handler) fail(`fakeApi: no handler for ${call.name} (${method} ${path})`);
    const answer = await handler({ body, params, query: new URLSearchParams(search) });
    if (answer instanceof Error) throw answer;
    await checkAgainstContract(call, path, answer);
    return answer;
  });
  return { impl, calls };
}

/**
 * A handler of one record only: a call for another id fails the test (a screen asking for the wrong record
 * must not get this answer).
 */
export function forId(id: string | number, handler: FakeHandler): FakeHandler {
  return (request) =>
    request.params.id === String(id)
      ? handler(request)
      : fail(`fakeApi: the test answers id ${id}, the call asked for id ${request.params.id}`);
}

/** A promise with its resolve function, to hold an answer back. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
