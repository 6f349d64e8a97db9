import { memberKeys } from './query-keys';

/**
 * Issue 7: the cache key of "a current purchase has a past-due payment". The header fetches it; the side
 * navigation (in the main bundle, which must not pull the API client calls in) reads it from the cache.
 */
export const PAST_DUE_PLAN_PURCHASES_KEY = [...memberKeys.planPurchases(), 'past-due'] as const;
