// Decision 0050: every problem found in an X12 file is a result, coded in the vocabulary of the
// acknowledgement that reports it, so the 999 writer copies codes and maps nothing.

/**
 * Where a problem sits, and so whose code it carries:
 * interchange (TA1 TA105), group (999 AK905), transaction (999 IK502), segment (999 IK304),
 * element (999 IK403; its segment is reported with IK304 8).
 */
export type X12IssueLevel = 'interchange' | 'group' | 'transaction' | 'segment' | 'element';

/** One problem in a file, at a segment (1-based position in the file, ISA is 1). */
export interface X12Issue {
  level: X12IssueLevel;
  code: string;
  segmentIndex: number;
  segmentId: string;
  /** 1-based element position (NM109 is 9) when the problem is an element's. */
  elementPosition?: number;
  /** 1-based component position inside a composite element. */
  componentPosition?: number;
  /** The implementation guide's loop (2000, 2100A, 2300, ...) when known. */
  loopId?: string;
  /** The value found, for the 999's IK404 (never longer than 99 characters). */
  badValue?: string;
  message: string;
}

// TA1 TA105, interchange note codes (X12.56).
export const TA1_CONTROL_NUMBER_MISMATCH = '001';
export const TA1_VERSION_NOT_SUPPORTED = '017';
export const TA1_SEGMENT_TERMINATOR_INVALID = '004';
export const TA1_INVALID_GROUP_COUNT = '021';
export const TA1_INVALID_CONTROL_STRUCTURE = '022';
export const TA1_PREMATURE_END_OF_FILE = '023';
export const TA1_INVALID_CONTENT = '024';
export const TA1_INVALID_ELEMENT_SEPARATOR = '026';
export const TA1_INVALID_COMPONENT_SEPARATOR = '027';

// 999 AK905, functional group syntax error codes.
export const AK9_GROUP_NOT_SUPPORTED = '1';
export const AK9_GROUP_VERSION_NOT_SUPPORTED = '2';
export const AK9_GROUP_TRAILER_MISSING = '3';
export const AK9_GROUP_CONTROL_NUMBER_MISMATCH = '4';
export const AK9_TRANSACTION_COUNT_MISMATCH = '5';

// 999 IK502, transaction set syntax error codes.
export const IK5_NOT_SUPPORTED = '1';
export const IK5_TRAILER_MISSING = '2';
export const IK5_CONTROL_NUMBER_MISMATCH = '3';
export const IK5_SEGMENT_COUNT_MISMATCH = '4';
export const IK5_SEGMENTS_IN_ERROR = '5';
export const IK5_IMPLEMENTATION_NOT_SUPPORTED = 'I6';

// 999 IK304, segment syntax error codes.
export const IK3_UNRECOGNIZED_SEGMENT = '1';
export const IK3_UNEXPECTED_SEGMENT = '2';
export const IK3_REQUIRED_SEGMENT_MISSING = '3';
export const IK3_NOT_IN_TRANSACTION_SET = '6';
export const IK3_OUT_OF_SEQUENCE = '7';
export const IK3_DATA_ELEMENT_ERRORS = '8';

// 999 IK403, data element syntax error codes.
export const IK4_REQUIRED_MISSING = '1';
export const IK4_TOO_MANY_COMPONENTS = '13';
export const IK4_INVALID_CHARACTER = '6';
export const IK4_INVALID_CODE = '7';
export const IK4_INVALID_DATE = '8';
export const IK4_INVALID_TIME = '9';
export const IK4_PATTERN_MISMATCH = 'I12';

/** A value cut to what an IK404 may carry. */
export function badValueOf(value: string): string {
  return value.slice(0, 99);
}
