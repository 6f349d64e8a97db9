// Decision 0050: the X12 5010 envelopes (ISA/IEA, GS/GE, ST/SE) around the segments, with their order, counts
// and control numbers checked. What is inside a transaction set is the transaction's reader's business.
import {
  AK9_GROUP_CONTROL_NUMBER_MISMATCH,
  AK9_GROUP_TRAILER_MISSING,
  AK9_TRANSACTION_COUNT_MISMATCH,
  IK5_CONTROL_NUMBER_MISMATCH,
  IK5_SEGMENT_COUNT_MISMATCH,
  IK5_TRAILER_MISSING,
  TA1_CONTROL_NUMBER_MISMATCH,
  TA1_INVALID_CONTROL_STRUCTURE,
  TA1_INVALID_GROUP_COUNT,
  TA1_PREMATURE_END_OF_FILE,
  TA1_VERSION_NOT_SUPPORTED,
  type X12Issue,
  type X12IssueLevel,
} from './x12-issues.js';
import type { X12Envelope, X12Group, X12Interchange, X12TransactionEnvelope } from './x12-envelope-types.js';
import { tokenizeX12, type X12Segment } from './x12-tokenizer.js';

export const X12_VERSION_5010 = '00501';

function issueAt(segment: X12Segment, level: X12IssueLevel, code: string, text: string, elementPosition?: number) {
  const issue: X12Issue = {
    level,
    code,
    segmentIndex: segment.index,
    segmentId: segment.id,
    message: `Segment ${segment.index} (${segment.id}): ${text}`,
  };
  if (elementPosition !== undefined) issue.elementPosition = elementPosition;
  return issue;
}

const el = (segment: X12Segment, position: number) => segment.elements[position] ?? '';

/** Reads the envelopes of an X12 file; every problem is an issue, never a throw. */
export function readX12Envelope(input: string | Uint8Array): X12Envelope {
  const tokens = tokenizeX12(input);
  const issues: X12Issue[] = tokens.issues.filter((issue) => issue.level === 'interchange');
  const segmentIssues = tokens.issues.filter((issue) => issue.level !== 'interchange');
  const [isa, ...rest] = tokens.segments;
  if (isa === undefined) return { delimiters: tokens.delimiters, interchange: null, issues };

  const interchange: X12Interchange = {
    isa,
    senderQualifier: el(isa, 5),
    senderId: el(isa, 6).trim(),
    receiverQualifier: el(isa, 7),
    receiverId: el(isa, 8).trim(),
    controlNumber: el(isa, 13),
    usage: el(isa, 15),
    groups: [],
    iea: null,
  };
  if (el(isa, 12) !== X12_VERSION_5010) {
    issues.push(
      issueAt(isa, 'interchange', TA1_VERSION_NOT_SUPPORTED, `ISA12 is "${el(isa, 12)}"; only 00501 is read.`, 12),
    );
  }

  let group: X12Group | null = null;
  let transaction: X12TransactionEnvelope | null = null;
  const outside = (segment: X12Segment, where: string) =>
    issues.push(issueAt(segment, 'interchange', TA1_INVALID_CONTROL_STRUCTURE, `${segment.id} is ${where}.`));

  // `before` names where the trailer was due: 'segment 12 (GS)' or 'the end of the file'.
  const closeTransaction = (before: string) => {
    if (transaction === null) return;
    transaction.issues.push(
      issueAt(transaction.st, 'transaction', IK5_TRAILER_MISSING, `the transaction set has no SE before ${before}.`),
    );
    transaction = null;
  };
  const closeGroup = (before: string) => {
    closeTransaction(before);
    if (group === null) return;
    group.issues.push(issueAt(group.gs, 'group', AK9_GROUP_TRAILER_MISSING, `the group has no GE before ${before}.`));
    group = null;
  };

  for (const segment of rest) {
    const here = `segment ${segment.index} (${segment.id})`;
    if (interchange.iea !== null) {
      outside(segment, 'after the IEA that ends the interchange');
      continue;
    }
    switch (segment.id) {
      case 'ISA':
        outside(segment, 'a second interchange; send one interchange per file');
        break;
      case 'GS':
        closeGroup(here);
        group = {
          gs: segment,
          functionalId: el(segment, 1),
          senderCode: el(segment, 2),
          receiverCode: el(segment, 3),
          controlNumber: el(segment, 6),
          version: el(segment, 8),
          transactions: [],
          ge: null,
          issues: [],
        };
        interchange.groups.push(group);
        break;
      case 'GE':
        if (group === null) {
          outside(segment, 'outside a functional group (no GS before it)');
          break;
        }
        closeTransaction(here);
        group.ge = segment;
        if (el(segment, 1) !== String(group.transactions.length)) {
          group.issues.push(
            issueAt(
              segment,
              'group',
              AK9_TRANSACTION_COUNT_MISMATCH,
              `GE01 says ${el(segment, 1)} transaction sets; the group has ${group.transactions.length}.`,
              1,
            ),
          );
        }
        if (el(segment, 2) !== group.controlNumber) {
          group.issues.push(
            issueAt(
              segment,
              'group',
              AK9_GROUP_CONTROL_NUMBER_MISMATCH,
              `GE02 "${el(segment, 2)}" is not the group's control number GS06 "${group.controlNumber}".`,
              2,
            ),
          );
        }
        group = null;
        break;
      case 'ST':
        if (group === null) {
          outside(segment, 'outside a functional group (no GS before it)');
          break;
        }
        closeTransaction(here);
        transaction = {
          st: segment,
          transactionSetId: el(segment, 1),
          controlNumber: el(segment, 2),
          implementationReference: el(segment, 3),
          body: [],
          se: null,
          issues: [],
        };
        group.transactions.push(transaction);
        break;
      case 'SE': {
        if (transaction === null) {
          outside(segment, 'outside a transaction set (no ST before it)');
          break;
        }
        transaction.se = segment;
        const count = transaction.body.length + 2;
        if (el(segment, 1) !== String(count)) {
          transaction.issues.push(
            issueAt(
              segment,
              'transaction',
              IK5_SEGMENT_COUNT_MISMATCH,
              `SE01 says ${el(segment, 1)} segments; the transaction set has ${count} (ST and SE included).`,
              1,
            ),
          );
        }
        if (el(segment, 2) !== transaction.controlNumber) {
          transaction.issues.push(
            issueAt(
              segment,
              'transaction',
              IK5_CONTROL_NUMBER_MISMATCH,
              `SE02 "${el(segment, 2)}" is not the transaction set's control number ST02 "${transaction.controlNumber}".`,
              2,
            ),
          );
        }
        transaction = null;
        break;
      }
      case 'IEA':
        closeGroup(here);
        interchange.iea = segment;
        if (el(segment, 1) !== String(interchange.groups.length)) {
          issues.push(
            issueAt(
              segment,
              'interchange',
              TA1_INVALID_GROUP_COUNT,
              `IEA01 says ${el(segment, 1)} functional groups; the interchange has ${interchange.groups.length}.`,
              1,
            ),
          );
        }
        if (el(segment, 2) !== interchange.controlNumber) {
          issues.push(
            issueAt(
              segment,
              'interchange',
              TA1_CONTROL_NUMBER_MISMATCH,
              `IEA02 "${el(segment, 2)}" is not the interchange control number ISA13 "${interchange.controlNumber}".`,
              2,
            ),
          );
        }
        break;
      default:
        if (transaction === null) {
          outside(segment, group === null ? 'outside a functional group' : 'outside a transaction set (ST to SE)');
        } else {
          transaction.body.push(segment);
        }
    }
  }

  const last = tokens.segments[tokens.segments.length - 1] ?? isa;
  if (interchange.iea === null) {
    closeGroup('the end of the file');
    issues.push(
      issueAt(last, 'interchange', TA1_PREMATURE_END_OF_FILE, 'the file ends after this segment with no IEA segment.'),
    );
  }

  for (const issue of segmentIssues) {
    const owner = transactionHolding(interchange, issue.segmentIndex);
    (owner === null ? issues : owner.issues).push(issue);
  }
  return { delimiters: tokens.delimiters, interchange, issues };
}

function transactionHolding(interchange: X12Interchange, segmentIndex: number): X12TransactionEnvelope | null {
  for (const group of interchange.groups) {
    for (const transaction of group.transactions) {
      const end = transaction.se?.index ?? transaction.body[transaction.body.length - 1]?.index ?? transaction.st.index;
      if (segmentIndex > transaction.st.index && segmentIndex <= end) return transaction;
    }
  }
  return null;
}

/** The 1-based position of a segment in its transaction set (ST is 1), as the 999's IK302 counts. */
export function positionInTransaction(transaction: X12TransactionEnvelope, segmentIndex: number): number {
  return segmentIndex - transaction.st.index + 1;
}
