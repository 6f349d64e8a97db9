import { ForgotPasswordPage } from './forgot-password-page';

/** Lazy route module of /forgot-password. */
export const Component = ForgotPasswordPage;
