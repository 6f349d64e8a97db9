// Issue 27 item 5, decision 0057: an EDI company's 834 file, checked (nothing saved) and applied (one transaction,
// all or nothing), and the 999 acknowledgement of each applied file as a download. Uploads are contract entries
// (decision 0052, upload-routes.ts); the download is a FILES entry (file-routes.ts).
import { z } from 'zod';
import { dataEnvelope } from './envelope.js';
import { idSchema } from './common.js';

/** The 834 file's check: every loop's outcome, nothing saved. */
export const EDI_834_CHECK_PATH = 'employer/v1/edi/834/check/';
/** The 834 file applied. */
export const EDI_834_APPLY_PATH = 'employer/v1/edi/834/';
/** The 999 acknowledgement of an applied file; ':id' is the acknowledgement's (another company's: 404). */
export const EDI_999_PATH = 'employer/v1/edi/acknowledgements/:id/999.x12';
/** 10,000 member loops are about 2 MB (platform/x12 README): room for a large company's full file. */
export const EDI_834_MAX_BYTES = 10 * 1024 * 1024;

/** A company that enrols by census or on the portal sent an 834. */
export const MSG_EDI_ONLY =
  '834 files are for companies that enrol by EDI. Use the census import or add employees here.';
/** A loop whose subscriber id (REF 0F) matches no employee and no subscriber added by the file. */
export const MSG_EDI_SUBSCRIBER_NOT_ENROLLED = 'No employee with this subscriber id (REF 0F)';
/** A second subscriber loop adding the same subscriber id. */
export const MSG_EDI_SUBSCRIBER_TWICE = 'The file adds this subscriber id twice';
/** Two subscribers added by one file with the same SSN (NM109). */
export const MSG_EDI_SSN_TWICE = 'Another subscriber of the file has this SSN (NM109)';
/** A dependent added with a subscriber whose own loop has errors. */
export const MSG_EDI_SUBSCRIBER_IN_ERROR = 'The subscriber loop of this subscriber id has errors';
/** A 025 on a dependent: reinstatement is the household's (the employee's loop). */
export const MSG_EDI_REINSTATE_SUBSCRIBER =
  "Reinstate the employee's loop (INS01 Y): their dependents come back with them";
/** A loop that changes, ends, reinstates or audits a dependent the employee's household does not have. */
export const MSG_EDI_DEPENDENT_NOT_ENROLLED = 'No dependent of this name and date of birth in the household';
/** INS02 other than 18 (self), 01 (spouse) or 19 (child). */
export const MSG_EDI_RELATIONSHIP_NOT_ENROLLED = 'Only an employee, a spouse or a child is enrolled (INS02 18, 01, 19)';
/** A 024 loop without DTP 357 or DTP 349. */
export const MSG_EDI_END_DATE_MISSING = 'An end of cover needs DTP 357 (loop 2000) or DTP 349 (loop 2300)';
/** INS03 other than 001, 021, 024, 025, 030. */
export const MSG_EDI_MAINTENANCE_NOT_SUPPORTED = 'Maintenance type not supported (INS03 001, 021, 024, 025, 030)';

/** What a loop did (apply) or would do (check). */
export const EDI_LOOP_OUTCOMES = [
  'added',
  'changed',
  'ended',
  'reinstated',
  'audit_matches',
  'audit_differs',
  'unchanged',
  'error',
] as const;
export type EdiLoopOutcome = (typeof EDI_LOOP_OUTCOMES)[number];

/** One problem, at its segment's position in the file (ISA is 1). */
export const ediIssueSchema = z.object({ segment: z.int().nonnegative(), message: z.string() });
export type EdiIssue = z.infer<typeof ediIssueSchema>;

/** One member loop (2000) and what it means for the company. */
export const ediLoopReportSchema = z.object({
  /** The INS segment's position. */
  segment: z.int().positive(),
  /** INS03: 021 add, 001 change, 024 terminate or cancel, 025 reinstate, 030 audit. */
  maintenance_type: z.string(),
  name: z.string(),
  /** INS02 read as the domain's relationship (Primary for 18); null when it is none we enrol. */
  relationship: z.string().nullable(),
  /** REF 0F. */
  subscriber_id: z.string().nullable(),
  outcome: z.enum(EDI_LOOP_OUTCOMES),
  /** The fields changed (changed), or that differ (audit_differs). */
  fields: z.array(z.string()),
  /** The cover's end (ended). */
  end_date: z.string().nullable(),
  errors: z.array(ediIssueSchema),
});
export type EdiLoopReport = z.infer<typeof ediLoopReportSchema>;

/** A loop the product does not read (2100C..H, 2200, 2310..2330, LS/LE 2700), skipped as a whole. */
export const ediIgnoredLoopSchema = z.object({
  loop_id: z.string(),
  segment: z.int().positive(),
  segment_count: z.int().positive(),
});

const ediReportShape = {
  loops: z.array(ediLoopReportSchema),
  ignored_loops: z.array(ediIgnoredLoopSchema),
  /** The file's own issues (envelopes, segments): any of them and nothing is applied. */
  issues: z.array(ediIssueSchema),
  /** Loops in error, file issues included in none: with any error or issue nothing is applied. */
  errors: z.int().nonnegative(),
};

/** POST employer/v1/edi/834/check/: what applying the file would do, nothing saved. */
export const edi834CheckResponseSchema = dataEnvelope(z.object(ediReportShape));
export type Edi834CheckResponse = z.infer<typeof edi834CheckResponseSchema>;

/**
 * POST employer/v1/edi/834/: the file applied in one transaction, whole or not at all (`applied` false with any
 * error or file issue); the same file again changes nothing (every loop unchanged). The 999 is stored either way.
 */
export const edi834ApplyResponseSchema = dataEnvelope(
  z.object({ ...ediReportShape, applied: z.boolean(), acknowledgement_id: idSchema }),
);
export type Edi834ApplyResponse = z.infer<typeof edi834ApplyResponseSchema>;
