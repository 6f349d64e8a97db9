import { SignInPage } from './sign-in-page';

/** Lazy route module of /sign-in. */
export const Component = SignInPage;
