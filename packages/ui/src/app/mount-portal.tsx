import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp, type PortalAppProps } from './portal-app';

/**
 * Starts a portal in the page's #root (each app's main.tsx). The first render is a transition, so React
 * renders in slices and yields to the browser between them instead of holding the main thread for the
 * whole tree: on a slow phone that is the difference between a page that answers a tap and one that
 * freezes (Lighthouse's total blocking time). Until it commits, the boot splash of index.html stays.
 */
export function mountPortal(props: PortalAppProps): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <PortalApp {...props} />
      </StrictMode>,
    );
  });
}
