// Issue 27 item 1: `/users`, the company's HR users and their invitations. Drawn at the server (router.tsx,
// decision 0067).
import { companyUsersQuery } from '../../features/users/api/users';
import { prefetchQueries } from '../first-screen';

export { UsersPage as Component } from '../../features/users/components/users-page';

/** The users and invitations, decisions 0031 and 0063. */
export const prefetch = prefetchQueries(companyUsersQuery);
