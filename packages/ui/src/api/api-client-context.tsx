import { createContext, useContext } from 'react';
import type { ApiClient } from './api-client';

export const ApiClientContext = createContext<ApiClient | null>(null);

/** The portal's API client (same-origin /api/). */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside PortalApp.');
  return client;
}
