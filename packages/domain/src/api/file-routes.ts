// The downloads of the suite (not JSON calls) with their guards. A file of its own: the FILES table builds
// guards as it loads, and a portal that only needs a download's path (endpoint-paths.ts) does not carry it.
import { guards, type Guard } from './guards.js';
import type { ReadsFrom } from './endpoint.js';
import type { CallGroup } from './endpoint-paths.js';
import { EDI_999_PATH } from './employer-edi.js';
import { INVOICE_PDF_PATH } from './employer-invoices.js';
import {
  EMPLOYER_GROUP_ID_CARDS_PDF_PATH,
  EMPLOYER_GROUP_ID_CARD_PATHS,
  MEMBER_GROUP_ID_CARD_PATHS,
} from './employer-id-card-paths.js';
import {
  APPOINTMENT_RECEIPT_PDF_PATH,
  CENSUS_TEMPLATE_CSV_PATH,
  DENTIST_PRINTOUT_PATHS,
  ID_CARD_FILE_PATHS,
  REIMBURSEMENT_DOCUMENT_FILE_PATH,
  VISITS_REPORT_CSV_PATH,
} from './endpoint-paths.js';

/**
 * A download (not a JSON call): its method, path and guard, grouped as CALLS is. A path with ':id' takes that
 * id; one without takes the query FILE_QUERIES (endpoints.ts, with the schemas) gives it.
 */
export interface FileRoute {
  method: 'GET';
  path: string;
  guard: Guard;
  /** As a call's (Endpoint.reads): 'replica' when the download may read from the read replica. */
  reads?: ReadsFrom;
}

/** Every file download of the suite, with its guard (the server registers them with fileRoute). */
export const FILES = {
  shared: {},
  member: {
    idCardPdf: { method: 'GET', path: ID_CARD_FILE_PATHS.pdf, guard: guards.member },
    idCardPng: { method: 'GET', path: ID_CARD_FILE_PATHS.png, guard: guards.member },
    // Issue 27 item 7 (decision 0059): the household's group ID card; no id, the household is the caller's.
    groupIdCardPdf: { method: 'GET', path: MEMBER_GROUP_ID_CARD_PATHS.pdf, guard: guards.member },
    groupIdCardPng: { method: 'GET', path: MEMBER_GROUP_ID_CARD_PATHS.png, guard: guards.member },
    appointmentReceiptPdf: { method: 'GET', path: APPOINTMENT_RECEIPT_PDF_PATH, guard: guards.member },
    reimbursementDocumentFile: { method: 'GET', path: REIMBURSEMENT_DOCUMENT_FILE_PATH, guard: guards.member },
  },
  dentist: {
    visitsReportCsv: {
      method: 'GET',
      path: VISITS_REPORT_CSV_PATH,
      guard: guards.practice('owner', 'front_desk'),
      reads: 'replica',
    },
    visitReceiptPdf: {
      method: 'GET',
      path: DENTIST_PRINTOUT_PATHS.visitReceipt,
      guard: guards.practice('owner', 'front_desk'),
    },
    estimatePdf: {
      method: 'GET',
      path: DENTIST_PRINTOUT_PATHS.estimate,
      guard: guards.practice('owner', 'front_desk'),
    },
    eligibilityPdf: {
      method: 'GET',
      path: DENTIST_PRINTOUT_PATHS.eligibility,
      guard: guards.practice('owner', 'front_desk'),
    },
  },
  employer: {
    censusTemplateCsv: { method: 'GET', path: CENSUS_TEMPLATE_CSV_PATH, guard: guards.employer('company_admin') },
    // Issue 27 item 5: an applied 834's 999 (letters only: a tenancy key's call name has no digits).
    ediAcknowledgement: { method: 'GET', path: EDI_999_PATH, guard: guards.employer('company_admin') },
    // Issue 27 item 7 (decision 0059): an employee's group ID card, and every active employee's in one PDF.
    groupIdCardPdf: {
      method: 'GET',
      path: EMPLOYER_GROUP_ID_CARD_PATHS.pdf,
      guard: guards.employer('company_admin'),
    },
    groupIdCardPng: {
      method: 'GET',
      path: EMPLOYER_GROUP_ID_CARD_PATHS.png,
      guard: guards.employer('company_admin'),
    },
    allGroupIdCardsPdf: {
      method: 'GET',
      path: EMPLOYER_GROUP_ID_CARDS_PDF_PATH,
      guard: guards.employer('company_admin'),
    },
    // Issue 27 item 6: a monthly invoice as a PDF.
    invoicePdf: { method: 'GET', path: INVOICE_PDF_PATH, guard: guards.employer('company_admin') },
  },
  admin: {},
} as const satisfies Record<CallGroup, Record<string, FileRoute>>;
