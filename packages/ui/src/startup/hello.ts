import type { HelloResponse, Portal } from '@dental/domain';
import type { ApiClient } from '../api/api-client';

/** spec §7 and §9: the start-up call `GET hello/?mixpanel_project={portal}`, retried once. */
export async function fetchHello(client: ApiClient, portal: Portal): Promise<HelloResponse> {
  const call = () =>
    client.call('shared.hello', {
      query: { mixpanel_project: portal },
      skipAuthHandler: true,
      skipNotFoundRedirect: true,
    });
  try {
    return (await call()).data;
  } catch {
    return (await call()).data;
  }
}
