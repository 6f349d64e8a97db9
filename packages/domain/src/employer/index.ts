// Issue 27: the employer portal's rules (company profile, employees and dependents, cover dates, census).
export * from './address.js';
export * from './all-messages.js';
export * from './company-profile.js';
export * from './member-tax-id.js';
export * from './people.js';
export * from './cover-dates.js';
export * from './csv.js';
export * from './census-columns.js';
export * from './census-header.js';
export * from './census.js';
export * from './census-enrolled.js';
export * from './group-plan.js';
export * from './invoice-arithmetic.js';
