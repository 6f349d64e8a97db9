import { createContext, useContext, type ReactNode } from 'react';
import { PORTAL_CONFIG, type Portal, type PortalConfig } from '@dental/domain';

export interface PortalInfo extends PortalConfig {
  portal: Portal;
}

const PortalContext = createContext<PortalInfo | null>(null);

/** Makes the portal (spec §3: admin, dentist, employer, member) and its config known below. */
export function PortalProvider({ portal, children }: { portal: Portal; children: ReactNode }) {
  return <PortalContext value={{ portal, ...PORTAL_CONFIG[portal] }}>{children}</PortalContext>;
}

/** The current portal and its config (title, refresh interval). */
export function usePortal(): PortalInfo {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal must be used inside <PortalProvider>.');
  return value;
}
