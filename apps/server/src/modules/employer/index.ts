// The employer module's door (decision 21; issue 25 item 10): the employer portal's API in one folder.
export { employerPlugin } from './employer.plugin.js';
