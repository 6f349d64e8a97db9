// The dentist patients module's door (decision 21): portal-routes.ts registers its routes; other modules
// (eligibility, visits) record a practice's patient with notePracticePatient.
import type { Database } from '../../../db/database.js';
import { practicePatientsRepository } from './practice-patients.repository.js';
import { dentistPatientsRoutes } from './dentist-patients.routes.js';
import { dentistPatientsService } from './dentist-patients.service.js';

export {
  notePracticePatient,
  practicePatientsNote,
  practicePatientsNoteFrom,
  type PracticePatientNote,
} from './practice-patients.repository.js';

/** The practice's patients list of the dentist portal. */
export function dentistPatientsPlugin(db: Database) {
  return dentistPatientsRoutes(dentistPatientsService({ repo: practicePatientsRepository(db) }));
}
