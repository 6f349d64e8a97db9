// The member module's door for other modules (decision 21): the benefit lookups it lent are the coverage module's
// now (issue 25 item 6), and the member actor is the request's caller's (decision 0039).
// The one way a feature tells a member something, inside its own transaction (dentist visits, issue 16).
export * from './notifications/notify.js';
// What the app assembly (src/portal-routes.ts) and the staff unlock command (src/cli/) use (issue 25 item 9).
export { memberPlugin } from './member.plugin.js';
export { signupRepository } from './signup/signup.repository.js';
// The employer's invitation of its employee to sign up (issue 27): sign-up's own user, code and link.
export * from './signup/signup-invitation.js';
// The receipt a practice prints for its own visit: the member's drawing and figures (issue 26 item 21).
export { practiceReceipts, type PracticeReceipts } from './receipts/index.js';
// A company's group ID cards (issue 27 item 7): the member card's drawing and the group card's query.
export * from './id-cards/index.js';
