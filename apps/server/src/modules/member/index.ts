// The member module's door for other modules (decision 21): member dates, the member audit writer,
// background tasks and the benefit lookups that search, price check and receipts share.
export * from './shared/member-dates.js';
export * from './shared/member-audit.repository.js';
export * from './shared/background-tasks.js';
export * from './benefit/benefit.repository.js';
export * from './benefit/coverage-plan.js';
