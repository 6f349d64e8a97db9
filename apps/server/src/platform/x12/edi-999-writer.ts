// Decision 0050: the 999 implementation acknowledgement (005010X231A1) of an 834 as read by parse834: one
// ST/SE per functional group received, an AK2/IK5 per transaction set, IK3/IK4 per segment and element in error.
import type { Edi834Group, Edi834ParseResult, Edi834Status, Edi834Transaction } from './edi-834-types.js';
import { IK3_DATA_ELEMENT_ERRORS, IK5_SEGMENTS_IN_ERROR, type X12Issue } from './x12-issues.js';
import { x12Stamp } from './x12-values.js';

export const EDI_999_VERSION = '005010X231A1';
/** Our delimiters: element `*`, repetition `^`, component `:`, and `~` with a line break after each segment. */
const ELEMENT = '*';
const REPETITION = '^';
const COMPONENT = ':';
const TERMINATOR = '~\n';
const DELIMITER_CHARACTERS = /[*^:~\r\n]/g;
const MAX_CONTROL_NUMBER = 999_999_999;
/** IK502..IK506 and AK905..AK909 hold at most five codes. */
const MAX_CODES = 5;

export interface Write999Options {
  /** ISA13 and GS06 of the 999, 1 to 999999999. */
  controlNumber: number;
  /** When the 999 is written (ISA09/ISA10, GS04/GS05, in UTC). */
  at: Date;
}

export type Write999Result = { ok: true; text: string } | { ok: false; reason: string };

/** A value as it may sit in an element of the 999: our delimiters cannot be escaped, so they are left out. */
function clean(value: string): string {
  return value.replace(DELIMITER_CHARACTERS, '');
}

function segment(...elements: string[]): string {
  let end = elements.length;
  while (end > 1 && elements[end - 1] === '') end--; // no trailing empty elements
  return elements.slice(0, end).join(ELEMENT) + TERMINATOR;
}

const TRANSACTION_ACK: Record<Edi834Status, string> = { accepted: 'A', 'accepted-with-errors': 'E', rejected: 'R' };

function unique(codes: string[]): string[] {
  return [...new Set(codes)].slice(0, MAX_CODES);
}

/** IK3 for each segment in error, and IK4 under it for each element in error. */
function segmentErrors(transaction: Edi834Transaction): string[] {
  const lines: string[] = [];
  let open: string | null = null;
  const position = (issue: X12Issue) => String(issue.segmentIndex - transaction.stSegmentIndex + 1);
  for (const issue of transaction.issues) {
    if (issue.level === 'segment') {
      open = null;
      lines.push(segment('IK3', clean(issue.segmentId), position(issue), loopOf(issue), issue.code));
    } else if (issue.level === 'element') {
      const key = `${issue.segmentIndex}:${issue.segmentId}`;
      if (open !== key) {
        lines.push(segment('IK3', clean(issue.segmentId), position(issue), loopOf(issue), IK3_DATA_ELEMENT_ERRORS));
        open = key;
      }
      const at = String(issue.elementPosition ?? 0);
      const where = issue.componentPosition === undefined ? at : `${at}${COMPONENT}${issue.componentPosition}`;
      lines.push(segment('IK4', where, '', issue.code, clean(issue.badValue ?? '')));
    }
  }
  return lines;
}

/** IK303 is AN 1/4 (data element 447, as in LS/LE): loop 2100A is written 2100. */
function loopOf(issue: X12Issue): string {
  return clean(issue.loopId ?? '').slice(0, 4);
}

function transactionAck(transaction: Edi834Transaction): string[] {
  const errors = segmentErrors(transaction);
  const codes = transaction.issues.filter((issue) => issue.level === 'transaction').map((issue) => issue.code);
  if (errors.length > 0) codes.push(IK5_SEGMENTS_IN_ERROR);
  return [
    segment(
      'AK2',
      clean(transaction.transactionSetId),
      clean(transaction.controlNumber),
      clean(transaction.implementationReference),
    ),
    ...errors,
    segment('IK5', TRANSACTION_ACK[transaction.status], ...unique(codes)),
  ];
}

/** AK901: R on a group error or when nothing is accepted, P when some are, E when all with errors noted. */
function groupStatus(group: Edi834Group): string {
  if (group.issues.length > 0) return 'R';
  const received = group.transactions.length;
  const accepted = group.transactions.filter((transaction) => transaction.status !== 'rejected').length;
  if (received === 0) return 'A';
  if (accepted === 0) return 'R';
  if (accepted < received) return 'P';
  return group.transactions.some((transaction) => transaction.status === 'accepted-with-errors') ? 'E' : 'A';
}

function groupAck(group: Edi834Group, stControlNumber: string): string[] {
  const received = group.transactions.length;
  const accepted = group.transactions.filter((transaction) => transaction.status !== 'rejected').length;
  // AK902 is GE01 as sent; with no GE, or a GE01 that is no number, the count received.
  const declared = /^\d{1,6}$/.test(group.declaredTransactionCount ?? '')
    ? (group.declaredTransactionCount ?? '')
    : String(received);
  const body = [
    segment('AK1', clean(group.functionalId), clean(group.controlNumber), clean(group.version)),
    ...group.transactions.flatMap(transactionAck),
    segment(
      'AK9',
      groupStatus(group),
      declared,
      String(received),
      String(accepted),
      ...unique(group.issues.map((issue) => issue.code)),
    ),
  ];
  return [
    segment('ST', '999', stControlNumber, EDI_999_VERSION),
    ...body,
    segment('SE', String(body.length + 2), stControlNumber),
  ];
}

/** The 999 acknowledging every functional group of a parsed 834; the same input, number and time give the same text. */
export function write999(result: Edi834ParseResult, options: Write999Options): Write999Result {
  const { interchange } = result;
  if (interchange === null) {
    return { ok: false, reason: result.issues[0]?.message ?? 'The file has no readable ISA segment.' };
  }
  const [first] = result.groups;
  if (first === undefined) return { ok: false, reason: 'The file has no functional group to acknowledge.' };
  if (
    !Number.isInteger(options.controlNumber) ||
    options.controlNumber < 1 ||
    options.controlNumber > MAX_CONTROL_NUMBER
  ) {
    return { ok: false, reason: `The control number must be a whole number from 1 to ${MAX_CONTROL_NUMBER}.` };
  }
  if (Number.isNaN(options.at.getTime())) return { ok: false, reason: 'The time of the 999 is not a valid date.' };
  const { yymmdd, ccyymmdd, hhmm } = x12Stamp(options.at);
  const control = String(options.controlNumber);
  const padded = control.padStart(9, '0');
  const id = (value: string) => clean(value).slice(0, 15).padEnd(15, ' ');
  const qualifier = (value: string) => clean(value).slice(0, 2).padEnd(2, ' ');
  const usage = interchange.usage === 'T' ? 'T' : 'P';
  const sets = result.groups.flatMap((group, at) => groupAck(group, String(at + 1).padStart(4, '0')));
  const lines = [
    // The 999 goes back: its sender is the 834's receiver, and the other way round (ISA05-08, GS02-03).
    [
      'ISA', '00', ' '.repeat(10), '00', ' '.repeat(10),
      qualifier(interchange.receiverQualifier), id(interchange.receiverId),
      qualifier(interchange.senderQualifier), id(interchange.senderId),
      yymmdd, hhmm, REPETITION, '00501', padded, '0', usage, COMPONENT,
    ].join(ELEMENT) + TERMINATOR, // prettier-ignore
    segment(
      'GS',
      'FA',
      clean(first.receiverCode),
      clean(first.senderCode),
      ccyymmdd,
      hhmm,
      control,
      'X',
      EDI_999_VERSION,
    ),
    ...sets,
    segment('GE', String(result.groups.length), control),
    segment('IEA', '1', padded),
  ];
  return { ok: true, text: lines.join('') };
}
