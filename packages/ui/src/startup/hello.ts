import type { HelloResponse, Portal } from '@dental/domain';
import type { ApiClient } from '../api/api-client';

function unwrap(body: unknown): HelloResponse {
  // DESIGN §3: success bodies are { data: ... }.
  if (body && typeof body === 'object' && 'data' in body) return body.data as HelloResponse;
  return body as HelloResponse;
}

/** spec §7 and §9: the start-up call `GET hello/?mixpanel_project={portal}`, retried once. */
export async function fetchHello(client: ApiClient, portal: Portal): Promise<HelloResponse> {
  const call = () =>
    client.get<unknown>('hello/', { query: { mixpanel_project: portal }, skipAuthHandler: true, skipNotFoundRedirect: true });
  try {
    return unwrap(await call());
  } catch {
    return unwrap(await call());
  }
}
