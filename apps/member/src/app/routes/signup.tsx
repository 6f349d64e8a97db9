import { SignupCompletePage } from '../../features/signup/components/signup-complete-page';

/** spec §2 signed-out layout: /signup. */
export const Component = SignupCompletePage;
