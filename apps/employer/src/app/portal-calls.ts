// Issue 25 item 2: this app's screens make the employer portal's calls and the shared ones only; naming another
// portal's call ('member.…' here) is a type error (portal-calls.typetest.ts says so).
import type {} from '@dental/ui';

declare module '@dental/ui' {
  interface PortalCallsRegister {
    group: 'employer';
  }
}
