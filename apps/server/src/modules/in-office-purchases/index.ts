// The in-office purchases module's door (decision 21; issue 25 item 9): its plugin for the member portal, and its
// job kinds, which start-job-runner.ts registers with the platform's runner (decision 0041).
export { inOfficePurchasesPlugin } from './in-office-purchases.plugin.js';
export { purchaseJobKinds } from './purchase-job-kinds.js';
