// The in-office purchases module's door for the rest of the server (decision 21): its job kinds, which
// start-job-runner.ts registers with the platform's runner (decision 0041).
export { purchaseJobKinds } from './purchase-job-kinds.js';
