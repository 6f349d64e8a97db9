import { API_BASE, apiPath } from '@dental/domain';

/** A contract path with its ':id' parameters filled, relative to the API client's /api/ base. */
export function endpointPath(path: string, params: Record<string, string | number>): string {
  return apiPath(path, params).slice(API_BASE.length);
}
