import { NewMemberSignupPage } from '../../features/signup/components/new-member-signup-page';

/** spec §2 signed-out layout: /new-member-signup. */
export const Component = NewMemberSignupPage;
