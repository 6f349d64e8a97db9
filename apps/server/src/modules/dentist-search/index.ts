// The dentist-search module's door for other modules (decision 21): the search SQL and search centre that price
// check shares. Its plugin is registered by app.ts, outside the modules.
export * from './search-sql.js';
export * from './search-centre.js';
