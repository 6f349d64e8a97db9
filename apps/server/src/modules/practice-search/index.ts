// The dentist-search module's door (decision 21): the search SQL and search centre that price check shares, and
// the plugin the member portal's routes register (price check registers its own routes since issue 25 item 9, so
// the plugin no longer closes a circle with price check).
export * from './search-sql.js';
export * from './search-centre.js';
export { practiceSearchPlugin } from './practice-search.plugin.js';
