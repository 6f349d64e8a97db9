// The auth module's door for other modules (decision 21): what they use of it, and nothing else. The clock,
// the audit writer and the request origin it used to lend are in src/platform/ (issue 14, item 4).
export * from './session-audit.js';
export * from './session.service.js';
export * from './tokens.js';
export * from './password-hashing.js';
export * from './auth-plugin.js';
export * from './guard-context.js';
export * from './auth.repository.js';
export { demoTotpSecretValue } from './mfa/mfa-secrets.js';
// The cookie names of a portal's session, for the request fuzz (src/testing/) that signs in as each portal.
export { authCookieNames } from './auth-cookies.js';
export * from './password-check.js';
