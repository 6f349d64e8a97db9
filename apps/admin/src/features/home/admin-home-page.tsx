import { PageTitle, usePortal } from '@dental/ui';
import { SystemStatusCard } from '../system/system-status';

/** The admin portal's home (`/`): the welcome, then the system's state (issue 29 item 2). */
export function AdminHomePage() {
  const { title } = usePortal();
  return (
    <>
      <PageTitle lead={`Welcome to the ${title}.`}>Home</PageTitle>
      <SystemStatusCard />
    </>
  );
}
