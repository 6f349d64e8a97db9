// Issue 27 item 1: `/users`, the company's HR users and their invitations.
export { UsersPage as Component } from '../../features/users/components/users-page';
