// The employer module's door (decision 21; issue 25 item 10): the employer portal's API in one folder.
export { employerPlugin } from './employer.plugin.js';
// Issue 27 item 6: the monthly invoice run and the past-due reminders, registered with the job runner.
export { invoiceJobKinds } from './invoices/invoice-jobs.js';
