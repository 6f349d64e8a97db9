import { PageErrorOutlet } from '../errors/page-error-outlet';
import { EnvironmentBanner } from '../layout/environment-banner';

/** The root route's element: the non-production banner above every screen (spec §2), the pages below it. */
export function RootShell() {
  return (
    <>
      <EnvironmentBanner />
      <PageErrorOutlet />
    </>
  );
}
