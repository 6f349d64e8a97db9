// The auth module's door for other modules (decision 21): what they use of it, and nothing else.
export * from './clock.js';
export * from './audit.repository.js';
export * from './request-origin.js';
export * from './session.service.js';
export * from './tokens.js';
export * from './password-hashing.js';
export * from './auth-plugin.js';
export * from './auth.repository.js';
export { demoTotpSecretValue } from './mfa/mfa-secrets.js';
