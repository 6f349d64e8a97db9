// Decision 0050: an 834 benefit enrolment file (005010X220A1) read into members, families and issues.
import { EDI_834_FUNCTIONAL_ID, EDI_834_VERSION } from './edi-834-codes.js';
import { read834Transaction } from './edi-834-transaction.js';
import type { Edi834Group, Edi834ParseResult } from './edi-834-types.js';
import type { X12Group } from './x12-envelope-types.js';
import { readX12Envelope } from './x12-envelope.js';
import { AK9_GROUP_NOT_SUPPORTED, AK9_GROUP_VERSION_NOT_SUPPORTED, type X12Issue } from './x12-issues.js';
import type { X12Delimiters } from './x12-tokenizer.js';

/** 999 AK905 1 and 2: the group is not a benefit enrolment (BE) group of the 834's version. */
function groupIssues(group: X12Group): X12Issue[] {
  const issues: X12Issue[] = [];
  const at = `Segment ${group.gs.index} (GS)`;
  if (group.functionalId !== EDI_834_FUNCTIONAL_ID) {
    issues.push({
      level: 'group',
      code: AK9_GROUP_NOT_SUPPORTED,
      segmentIndex: group.gs.index,
      segmentId: 'GS',
      elementPosition: 1,
      message: `${at}: functional group "${group.functionalId}" is not BE (benefit enrolment).`,
    });
  }
  if (group.version !== EDI_834_VERSION) {
    issues.push({
      level: 'group',
      code: AK9_GROUP_VERSION_NOT_SUPPORTED,
      segmentIndex: group.gs.index,
      segmentId: 'GS',
      elementPosition: 8,
      message: `${at}: version "${group.version}" is not ${EDI_834_VERSION}.`,
    });
  }
  return [...issues, ...group.issues];
}

function read834Group(group: X12Group, delimiters: X12Delimiters): Edi834Group {
  return {
    functionalId: group.functionalId,
    senderCode: group.senderCode,
    receiverCode: group.receiverCode,
    controlNumber: group.controlNumber,
    version: group.version,
    declaredTransactionCount: group.ge === null ? null : (group.ge.elements[1] ?? ''),
    issues: groupIssues(group),
    transactions: group.transactions.map((transaction) => read834Transaction(transaction, delimiters)),
  };
}

/** Reads an 834 file; never throws: what is wrong is in the issues of the file, group or transaction. */
export function parse834(input: string | Uint8Array): Edi834ParseResult {
  const envelope = readX12Envelope(input);
  const { interchange, delimiters } = envelope;
  if (interchange === null || delimiters === null) {
    return { delimiters, interchange: null, groups: [], issues: envelope.issues };
  }
  return {
    delimiters,
    interchange: {
      senderQualifier: interchange.senderQualifier,
      senderId: interchange.senderId,
      receiverQualifier: interchange.receiverQualifier,
      receiverId: interchange.receiverId,
      controlNumber: interchange.controlNumber,
      usage: interchange.usage,
    },
    groups: interchange.groups.map((group) => read834Group(group, delimiters)),
    issues: envelope.issues,
  };
}
