// What the envelopes of an X12 file hold (X12.5: ISA/IEA, GS/GE, ST/SE), as readX12Envelope reads them.
import type { X12Issue } from './x12-issues.js';
import type { X12Delimiters, X12Segment } from './x12-tokenizer.js';

export interface X12TransactionEnvelope {
  st: X12Segment;
  /** ST01, e.g. '834'. */
  transactionSetId: string;
  /** ST02. */
  controlNumber: string;
  /** ST03, e.g. '005010X220A1'. */
  implementationReference: string;
  /** The segments between ST and SE. */
  body: X12Segment[];
  se: X12Segment | null;
  /** Its envelope's issues (IK502 codes) and the unreadable segments inside it (IK304 codes). */
  issues: X12Issue[];
}

export interface X12Group {
  gs: X12Segment;
  /** GS01, e.g. 'BE' for an 834. */
  functionalId: string;
  senderCode: string;
  receiverCode: string;
  /** GS06. */
  controlNumber: string;
  /** GS08, e.g. '005010X220A1'. */
  version: string;
  transactions: X12TransactionEnvelope[];
  ge: X12Segment | null;
  /** AK905 codes. */
  issues: X12Issue[];
}

export interface X12Interchange {
  isa: X12Segment;
  senderQualifier: string;
  /** ISA06 without its padding. */
  senderId: string;
  receiverQualifier: string;
  receiverId: string;
  /** ISA13. */
  controlNumber: string;
  /** ISA15: P production, T test. */
  usage: string;
  groups: X12Group[];
  iea: X12Segment | null;
}

export interface X12Envelope {
  delimiters: X12Delimiters | null;
  /** Null when the file has no readable ISA. */
  interchange: X12Interchange | null;
  /** Interchange-level issues (TA1 codes), and segments outside any transaction set. */
  issues: X12Issue[];
}
