// One 834 transaction set (ST to SE): the header (BGN, REF 38, DTP, loops 1000A/1000B) and its members,
// grouped into families by the subscriber id (REF 0F) that a subscriber and its dependents share.
import {
  ACTION_CODES,
  EDI_834_TRANSACTION_SET,
  EDI_834_VERSION,
  HEADER_DATE_QUALIFIERS,
  PURPOSE_CODES,
} from './edi-834-codes.js';
import { loopsOf834 } from './edi-834-loops.js';
import { dtpOf, memberOf, readMemberSegment } from './edi-834-member.js';
import type { Edi834Family, Edi834Member, Edi834Party, Edi834Status, Edi834Transaction } from './edi-834-types.js';
import { ElementChecks } from './x12-element-checks.js';
import type { X12TransactionEnvelope } from './x12-envelope-types.js';
import {
  IK3_REQUIRED_SEGMENT_MISSING,
  IK5_IMPLEMENTATION_NOT_SUPPORTED,
  IK5_NOT_SUPPORTED,
  type X12Issue,
} from './x12-issues.js';
import type { X12Delimiters, X12Segment } from './x12-tokenizer.js';

function missing(at: X12Segment, segmentId: string, text: string, loopId?: string): X12Issue {
  const issue: X12Issue = {
    level: 'segment',
    code: IK3_REQUIRED_SEGMENT_MISSING,
    segmentIndex: at.index,
    segmentId,
    message: `Segment ${at.index} (${at.id}): ${text}`,
  };
  if (loopId !== undefined) issue.loopId = loopId;
  return issue;
}

function partyOf(segment: X12Segment, qualifiers: readonly string[], checks: ElementChecks): Edi834Party {
  const idQualifier = checks.code(segment, 3, qualifiers, 'an identification code qualifier');
  const id = checks.required(segment, 4);
  return { name: checks.required(segment, 2) ?? '', idQualifier, id, taxId: idQualifier === 'FI' ? id : null };
}

/** Families in the order their first member appears; members with no subscriber id belong to none. */
export function familiesOf(members: readonly Edi834Member[]): Edi834Family[] {
  const families = new Map<string, Edi834Family>();
  for (const member of members) {
    if (member.subscriberId === null) continue;
    let family = families.get(member.subscriberId);
    if (family === undefined) {
      family = { subscriberId: member.subscriberId, subscriber: null, dependents: [] };
      families.set(member.subscriberId, family);
    }
    if (member.subscriber && family.subscriber === null) family.subscriber = member;
    else if (!member.subscriber) family.dependents.push(member);
  }
  return [...families.values()];
}

/** Rejected on any envelope or segment issue; accepted with errors when only elements are in error. */
export function statusOf(issues: readonly X12Issue[]): Edi834Status {
  if (issues.some((issue) => issue.level !== 'element')) return 'rejected';
  return issues.length > 0 ? 'accepted-with-errors' : 'accepted';
}

/** Reads one transaction set of an 834. */
export function read834Transaction(envelope: X12TransactionEnvelope, delimiters: X12Delimiters): Edi834Transaction {
  const transaction: Edi834Transaction = {
    transactionSetId: envelope.transactionSetId,
    controlNumber: envelope.controlNumber,
    implementationReference: envelope.implementationReference,
    stSegmentIndex: envelope.st.index,
    purposeCode: null,
    referenceId: null,
    createdDate: null,
    createdTime: null,
    actionCode: null,
    masterPolicyNumber: null,
    dates: [],
    sponsor: null,
    payer: null,
    members: [],
    families: [],
    ignoredLoops: [],
    issues: [],
    status: 'rejected',
  };
  const issues: X12Issue[] = [...envelope.issues];
  const finish = () => {
    transaction.issues = issues.sort((a, b) => a.segmentIndex - b.segmentIndex);
    transaction.status = statusOf(transaction.issues);
    return transaction;
  };
  if (envelope.transactionSetId !== EDI_834_TRANSACTION_SET) {
    issues.push({
      level: 'transaction',
      code: IK5_NOT_SUPPORTED,
      segmentIndex: envelope.st.index,
      segmentId: 'ST',
      elementPosition: 1,
      message: `Segment ${envelope.st.index} (ST): transaction set "${envelope.transactionSetId}" is not an 834.`,
    });
    return finish();
  }
  if (envelope.implementationReference !== EDI_834_VERSION) {
    issues.push({
      level: 'transaction',
      code: IK5_IMPLEMENTATION_NOT_SUPPORTED,
      segmentIndex: envelope.st.index,
      segmentId: 'ST',
      elementPosition: 3,
      message: `Segment ${envelope.st.index} (ST): ST03 "${envelope.implementationReference}" is not ${EDI_834_VERSION}.`,
    });
  }

  const loops = loopsOf834(envelope.body);
  transaction.ignoredLoops = loops.ignoredLoops;
  issues.push(...loops.issues);
  const checks = new ElementChecks();
  let member: Edi834Member | null = null;
  let memberIns: X12Segment = envelope.st;
  let sawMasterPolicy = false;
  const endMember = () => {
    if (member !== null && member.subscriberId === null) {
      checks.add(missing(memberIns, 'REF', 'the member has no REF*0F subscriber identifier.', '2000'));
    }
    member = null;
    checks.memberIssues = null;
  };

  for (const looped of loops.segments) {
    const { segment, loop } = looped;
    checks.loopId = loop === 'header' ? undefined : loop;
    if (loop === 'header' || loop === '1000A' || loop === '1000B') {
      if (segment.id === 'BGN') {
        transaction.purposeCode = checks.code(segment, 1, PURPOSE_CODES, 'a transaction set purpose code');
        transaction.referenceId = checks.required(segment, 2);
        transaction.createdDate = checks.date(segment, 3);
        transaction.createdTime = checks.time(segment, 4);
        transaction.actionCode = checks.code(segment, 8, ACTION_CODES, 'an action code');
      } else if (segment.id === 'REF') {
        sawMasterPolicy = checks.code(segment, 1, ['38'], 'the master policy number qualifier (38)') !== null;
        transaction.masterPolicyNumber = checks.required(segment, 2);
      } else if (segment.id === 'DTP') {
        const [qualifier, date] = dtpOf(segment, HEADER_DATE_QUALIFIERS, checks) ?? [];
        if (qualifier !== undefined && date !== undefined) transaction.dates.push({ qualifier, date });
      } else if (loop === '1000A') {
        transaction.sponsor = partyOf(segment, ['FI', 'ZZ', '94'], checks);
      } else if (loop === '1000B') {
        transaction.payer = partyOf(segment, ['FI', 'XV', '94'], checks);
      }
      continue;
    }
    if (looped.starts && loop === '2000') {
      endMember();
      const memberIssues: X12Issue[] = [];
      checks.memberIssues = memberIssues;
      memberIns = segment;
      member = memberOf(segment, checks);
      member.issues = memberIssues;
      transaction.members.push(member);
      continue;
    }
    if (member !== null) readMemberSegment(member, looped, checks, delimiters);
  }
  endMember();

  const firstMember = envelope.body.find((segment) => segment.id === 'INS');
  const headerEnd = firstMember ?? envelope.se ?? envelope.body[envelope.body.length - 1] ?? envelope.st;
  if (!sawMasterPolicy) issues.push(missing(headerEnd, 'REF', 'the header has no REF*38 master policy number.'));
  if (transaction.sponsor === null)
    issues.push(missing(headerEnd, 'N1', 'there is no N1*P5 sponsor (loop 1000A).', '1000A'));
  if (transaction.payer === null)
    issues.push(missing(headerEnd, 'N1', 'there is no N1*IN payer (loop 1000B).', '1000B'));
  issues.push(...checks.issues);
  transaction.families = familiesOf(transaction.members);
  return finish();
}
