// Issue 25 item 2: a test the type check runs (`tsc -b`, CI's typecheck). Each `@ts-expect-error` line must fail
// to compile: were another portal's call allowed here, the directive itself would be the error.
import type { ApiClient } from '@dental/ui';

export function callsThisPortalMayMake(client: ApiClient) {
  void client.call('member.benefit');
  void client.call('shared.hello');
  // @ts-expect-error a member screen cannot make the dentist portal's calls
  void client.call('dentist.dashboard');
  // @ts-expect-error nor the admin portal's
  void client.call('admin.staffMe');
}
