// The signed-in home (`/`): the welcome, then the system's state (issue 29 item 2); the portal's own screens come
// with its features.
import { PageTitle, usePortal } from '@dental/ui';
import { SystemStatusCard } from '../../features/system/system-status';

function AdminHome() {
  const { title } = usePortal();
  return (
    <>
      <PageTitle lead={`Welcome to the ${title}.`}>Home</PageTitle>
      <SystemStatusCard />
    </>
  );
}

export { AdminHome as Component };
