import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { dentistSearchQuerySchema, type DentistSearchQuery } from '@dental/domain';

/** The search's URL parameters (the API's query names), so a search is a link and survives a reload. */
export const SEARCH_PARAM_NAMES = [
  'zip',
  'latitude',
  'longitude',
  'radius',
  'speciality',
  'network',
  'accepting_new_patients',
  'open_on',
  'evenings_weekends',
  'language',
  'name',
  'sort',
  'page',
] as const;
export type SearchParamName = (typeof SEARCH_PARAM_NAMES)[number];
export type SearchParams = Partial<Record<SearchParamName, string>>;

/** Whether the URL's search is a query the server takes (the same schema decides). */
function isValidQuery(params: SearchParams): params is SearchParams & DentistSearchQuery {
  return dentistSearchQuerySchema.safeParse(params).success;
}

/** The search's parameters in a URL's query string (blank ones left out). */
export function searchParamsFrom(urlParams: URLSearchParams): SearchParams {
  const found: SearchParams = {};
  for (const name of SEARCH_PARAM_NAMES) {
    const value = urlParams.get(name);
    if (value !== null && value !== '') found[name] = value;
  }
  return found;
}

/** The query to send for these parameters, or null: the same rule as the server, a query it would refuse is not sent (the form shows why). */
export function searchQueryOf(params: SearchParams): DentistSearchQuery | null {
  return isValidQuery(params) ? params : null;
}

/** The URL's search, and a setter that merges changes (blank removes) and goes back to page 1 unless told. */
export function useDentistSearchParams() {
  const [urlParams, setUrlParams] = useSearchParams();
  const params = useMemo(() => searchParamsFrom(urlParams), [urlParams]);
  const query = useMemo(() => searchQueryOf(params), [params]);
  const update = useCallback(
    (changes: SearchParams) => {
      setUrlParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setUrlParams],
  );
  return { params, query, update };
}
