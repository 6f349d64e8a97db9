import { apiPath, ID_CARD_FILE_PATHS } from '@dental/domain';

/** The PDF and PNG addresses of a patient's ID card (ID_CARD_FILE_PATHS of the contract). */
export function cardFiles(patientId: number): { pdf: string; png: string } {
  return {
    pdf: apiPath(ID_CARD_FILE_PATHS.pdf, { id: patientId }),
    png: apiPath(ID_CARD_FILE_PATHS.png, { id: patientId }),
  };
}

/** The patient id in an ID card link ('/api/member/v4/patient/id-cards/12/card.pdf' -> 12), or null. */
export function patientIdOfLink(link: string): number | null {
  const match = /\/id-cards\/([0-9]+)\//.exec(link);
  return match ? Number(match[1]) : null;
}
