import { SignupAuthenticatedPage } from '../../features/signup/components/signup-authenticated-page';

/** spec §2 signed-out layout: /signup-authenticated. */
export const Component = SignupAuthenticatedPage;
