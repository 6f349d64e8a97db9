import { Outlet } from 'react-router';
import { EnvironmentBanner } from '../layout/environment-banner';

/** The root route's element: the non-production banner above every screen (spec §2). */
export function RootShell() {
  return (
    <>
      <EnvironmentBanner />
      <Outlet />
    </>
  );
}
