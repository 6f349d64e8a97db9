// The in-office purchases module's door (decision 21; issue 25 item 9): its plugin for the member portal, and the
// purchase ledger the purchase jobs (src/jobs/) renew and charge through.
export { inOfficePurchasesPlugin } from './in-office-purchases.plugin.js';
export { purchaseLedgerRepository } from './purchase-ledger.repository.js';
