import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { priceCheckQuerySchema, type PriceCheckQuery } from '@dental/domain';

const NAMES = ['codes', 'patient_id', 'zip', 'sort'] as const;
export type PriceCheckParams = Partial<Record<(typeof NAMES)[number], string>>;

/** Whether the URL's params make a query the server takes (the same schema decides). */
function isCompleteQuery(params: PriceCheckParams): params is PriceCheckParams & PriceCheckQuery {
  return priceCheckQuerySchema.safeParse(params).success;
}

/** The price check's parameters in a URL's query string (blank ones left out). */
export function priceCheckParamsFrom(urlParams: URLSearchParams): PriceCheckParams {
  const found: PriceCheckParams = {};
  for (const name of NAMES) {
    const value = urlParams.get(name);
    if (value) found[name] = value;
  }
  return found;
}

/** The query to send for these parameters, or null until they are complete and valid. */
export function priceCheckQueryOf(params: PriceCheckParams): PriceCheckQuery | null {
  return isCompleteQuery(params) ? params : null;
}

/** The price check's query in the URL (a result can be shared and survives going to a practice and back). */
export function usePriceCheckParams() {
  const [urlParams, setUrlParams] = useSearchParams();
  const params = useMemo(() => priceCheckParamsFrom(urlParams), [urlParams]);
  const query = useMemo(() => priceCheckQueryOf(params), [params]);
  const update = useCallback(
    (changes: PriceCheckParams) =>
      setUrlParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      }),
    [setUrlParams],
  );
  return { params, query, update };
}
