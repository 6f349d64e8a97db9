import { ResetPasswordPage } from './reset-password-page';

/** Lazy route module of /reset-password. */
export const Component = ResetPasswordPage;
