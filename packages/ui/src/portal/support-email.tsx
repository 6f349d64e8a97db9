import { createContext, useContext } from 'react';
import { DEFAULT_SUPPORT_EMAIL } from '@dental/domain';

/** spec §1: the provider's support contact address; the start-up (hello) response supplies it. */
export const SupportEmailContext = createContext<string>(DEFAULT_SUPPORT_EMAIL);

/** The provider's support address, or the default until the start-up call answers. */
export function useSupportEmail(): string {
  return useContext(SupportEmailContext);
}
