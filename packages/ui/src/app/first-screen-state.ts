// The first screen's answers a server-rendered page carries (decision 0034): the start-up answer and the
// page's query answers, in a JSON script element beside #root (written by the server: firstScreenStateScript). The browser puts them in its query cache and
// hydrates, so its first render equals the server's and makes no call again.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { FIRST_SCREEN_STATE_ID, type HelloResponse } from '@dental/domain';

export interface FirstScreenState {
  hello: HelloResponse;
  /** Each answered query of the render: its key and its data as the API client gave it (plain JSON). */
  queries: { key: QueryKey; data: unknown }[];
}

/** The state the server wrote into this page, or null (none, or unreadable: the page is then rendered afresh). */
export function readFirstScreenState(): FirstScreenState | null {
  const text = document.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<FirstScreenState>;
    return state.hello && Array.isArray(state.queries) ? (state as FirstScreenState) : null;
  } catch {
    return null;
  }
}

/** Puts the server's answers in the query cache, as answered now (their freshness counts from this browser's clock). */
export function seedQueryCache(queryClient: QueryClient, state: FirstScreenState): void {
  for (const { key, data } of state.queries) queryClient.setQueryData(key, data);
}
