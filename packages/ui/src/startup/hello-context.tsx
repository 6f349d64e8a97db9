import { createContext, useContext } from 'react';
import type { HelloResponse } from '@dental/domain';

/** The start-up response once it arrived (null before, or after a failure). */
export const HelloContext = createContext<HelloResponse | null>(null);

/** spec §3: the start-up data (environment, version, server time, keys); null until it arrives. */
export function useHello(): HelloResponse | null {
  return useContext(HelloContext);
}
