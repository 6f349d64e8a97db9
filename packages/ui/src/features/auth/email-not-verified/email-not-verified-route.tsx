import { EmailNotVerifiedPage } from './email-not-verified-page';

/** Lazy route module of /email-not-verified. */
export const Component = EmailNotVerifiedPage;
