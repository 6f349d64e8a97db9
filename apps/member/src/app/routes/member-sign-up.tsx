import { MemberSignUpPage } from '../../features/signup/components/member-sign-up-page';

/** spec §2 signed-out layout: /member-sign-up. */
export const Component = MemberSignUpPage;
