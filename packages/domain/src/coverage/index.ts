// Issue 5: the coverage engine, the benefit amounts it feeds, the procedure catalogue and the fee schedules.
export * from './coverage-types.js';
export * from './price-visit.js';
export * from './benefit-amounts.js';
export * from './procedure-catalogue.js';
export * from './fee-schedules.js';
export * from './frequency-limits.js';
