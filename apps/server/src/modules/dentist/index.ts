// The dentist module's door (decision 21; issue 25 item 10): the dentist portal's API in one folder, an area
// of the practice's work in each subfolder (eligibility, visits, estimates, patients, reports, practice, and
// the visit-lines model visits and estimates share). What the app assembly registers is all it exports.
export { dentistPlugin, type DentistPluginDeps } from './dentist.plugin.js';
