// The price-check module's door (decision 21): its plugin, which the member portal's routes register.
export { priceCheckPlugin } from './price-check.plugin.js';
