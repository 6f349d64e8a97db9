import { CenteredShell } from '@dental/ui';
import { CompleteEmailChangePage } from '../../features/account/components/complete-email-change-page';

/** spec §2: /complete-email-change, outside both layouts. */
export function Component() {
  return (
    <CenteredShell>
      <CompleteEmailChangePage />
    </CenteredShell>
  );
}
