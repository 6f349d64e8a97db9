// Issue 27 item 1: `/accept-invite` (signed out), the link of an HR user's invitation.
export { AcceptInvitePage as Component } from '../../features/users/components/accept-invite-page';
