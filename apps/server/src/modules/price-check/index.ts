// The price-check module's door for other modules (decision 21): dentist search registers price check's routes.
export * from './price-check.repository.js';
export * from './price-check.service.js';
export * from './price-check.routes.js';
