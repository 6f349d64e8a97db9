import { SignInEnrolPage } from './sign-in-enrol-page';

/** Lazy route module of /sign-in/set-up-two-step. */
export const Component = SignInEnrolPage;
