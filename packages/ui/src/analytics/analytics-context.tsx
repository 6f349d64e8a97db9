import { createContext, useContext } from 'react';
import { AnalyticsHub, type Analytics } from './analytics';

export const AnalyticsContext = createContext<Analytics>(new AnalyticsHub());

/** The product-analytics port (track events; never blocks). */
export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}
