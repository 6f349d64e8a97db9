// The member module's door for other modules (decision 21): the member audit actor and the benefit lookups
// that search, price check and receipts share. The dates, audit writer and background tasks it used to lend
// are in src/platform/ (issue 14, item 4); its guard is declared in the contract (decision 23).
export * from './benefit/benefit.repository.js';
export * from './benefit/coverage-plan.js';
// The one way a feature tells a member something, inside its own transaction (dentist visits, issue 16).
export * from './notifications/notify.js';
