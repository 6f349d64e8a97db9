// The member module's door for other modules (decision 21): the member guard, route helpers and audit actor, and the benefit
// lookups that search, price check and receipts share. The dates, audit writer and background tasks it used
// to lend are in src/platform/ (issue 14, item 4).
export * from './shared/member-auth.js';
export * from './shared/member-route.js';
export * from './shared/member-actor.js';
export * from './benefit/benefit.repository.js';
export * from './benefit/coverage-plan.js';
