// Issue 16 item 2: `/accept-invite` (signed out), the link of a staff invitation.
export { AcceptInvitePage as Component } from '../../features/practice/components/accept-invite-page';
