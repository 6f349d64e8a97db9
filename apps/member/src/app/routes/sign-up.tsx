import { FinishSignUpPage } from '../../features/signup/components/finish-sign-up-page';

/** spec §2 routing rules: /sign-up, where an unfinished sign-up is finished. */
export const Component = FinishSignUpPage;
