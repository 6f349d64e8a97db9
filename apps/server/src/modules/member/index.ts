// The member module's door for other modules (decision 21): the member audit actor (the benefit lookups it
// lent are the coverage module's now, issue 25 item 6). The dates, audit writer and background tasks it used to lend
// are in src/platform/ (issue 14, item 4); its guard is declared in the contract (decision 23).
export * from './shared/member-actor.js';
// The one way a feature tells a member something, inside its own transaction (dentist visits, issue 16).
export * from './notifications/notify.js';
// What the app assembly (src/portal-routes.ts) and the staff unlock command (src/cli/) use (issue 25 item 9).
export { memberPlugin } from './member.plugin.js';
export { signupRepository } from './signup/signup.repository.js';
