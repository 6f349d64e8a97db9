// Issue 16: the rules of the dentist portal's practice and visit forms, run by the browser and the server.
export * from './npi.js';
export * from './teeth.js';
export * from './visit-pricing.js';
export * from './visit-status.js';
