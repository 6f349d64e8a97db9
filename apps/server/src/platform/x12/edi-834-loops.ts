// The loops of an 834 transaction set (005010X220A1 §2.3, the transaction set listing): which loop each
// segment belongs to, which segments are out of place, and which loops this product skips.
import { EDI_834_SEGMENT_IDS, MEMBER_NAME_LOOPS, RESPONSIBLE_PERSON_CODES } from './edi-834-codes.js';
import type { Edi834IgnoredLoop } from './edi-834-types.js';
import {
  IK3_NOT_IN_TRANSACTION_SET,
  IK3_OUT_OF_SEQUENCE,
  IK3_REQUIRED_SEGMENT_MISSING,
  IK3_UNEXPECTED_SEGMENT,
  IK4_INVALID_CODE,
  badValueOf,
  type X12Issue,
} from './x12-issues.js';
import type { X12Segment } from './x12-tokenizer.js';

export type Loop834 =
  | 'header'
  | '1000A'
  | '1000B'
  | '1000C'
  | '2000'
  | '2100A'
  | '2100B'
  | '2100C'
  | '2100D'
  | '2100E'
  | '2100F'
  | '2100G'
  | '2100H'
  | '2100'
  | '2200'
  | '2300'
  | '2310'
  | '2320'
  | '2330'
  | '2700'
  | 'after-2700';

/** The segments a loop holds after its first one (the 2700 wrapper holds everything up to LE). */
const CONTENTS: Record<Loop834, readonly string[]> = {
  header: ['REF', 'DTP', 'QTY'],
  '1000A': [],
  '1000B': [],
  '1000C': ['ACT'],
  '2000': ['REF', 'DTP'],
  '2100A': ['PER', 'N3', 'N4', 'DMG', 'EC', 'ICM', 'AMT', 'HLH', 'LUI'],
  '2100B': ['DMG'],
  '2100C': ['N3', 'N4'],
  '2100D': ['N3', 'N4'],
  '2100E': [],
  '2100F': ['PER', 'N3', 'N4'],
  '2100G': ['PER', 'N3', 'N4'],
  '2100H': ['N3', 'N4'],
  '2100': ['PER', 'N3', 'N4', 'DMG'],
  '2200': ['DTP'],
  '2300': ['DTP', 'AMT', 'REF', 'IDC'],
  '2310': ['NM1', 'N3', 'N4', 'PER', 'PLA'],
  '2320': ['REF', 'DTP'],
  '2330': ['N3', 'N4', 'PER'],
  '2700': [],
  'after-2700': [],
};

/** The loops this product reads; the others are skipped and listed. */
export const READ_LOOPS: ReadonlySet<Loop834> = new Set(['header', '1000A', '1000B', '2000', '2100A', '2300']);

const MEMBER_LOOPS: ReadonlySet<Loop834> = new Set([
  '2000', '2100A', '2100B', '2100C', '2100D', '2100E', '2100F', '2100G', '2100H', '2100', '2200',
]); // prettier-ignore
const COVERAGE_LOOPS: ReadonlySet<Loop834> = new Set(['2300', '2310', '2320', '2330']);

function nameLoopOf(entityCode: string): Loop834 {
  const known = MEMBER_NAME_LOOPS[entityCode];
  if (known !== undefined) return known as Loop834;
  return (RESPONSIBLE_PERSON_CODES as readonly string[]).includes(entityCode) ? '2100G' : '2100';
}

/** The loop a segment starts when it is not content of the current loop, or null when it is out of place. */
function loopStartedBy(current: Loop834, segment: X12Segment): Loop834 | null {
  const inMember = MEMBER_LOOPS.has(current);
  const inCoverage = COVERAGE_LOOPS.has(current);
  switch (segment.id) {
    case 'N1': {
      if (current !== 'header' && !current.startsWith('1000')) return null;
      const entity = segment.elements[1] ?? '';
      return entity === 'P5' ? '1000A' : entity === 'IN' ? '1000B' : '1000C';
    }
    case 'INS':
      return '2000';
    case 'NM1':
      if (current === '2320' || current === '2330') return '2330';
      return inMember ? nameLoopOf(segment.elements[1] ?? '') : null;
    case 'DSB':
      return inMember && current !== '2000' ? '2200' : null;
    case 'HD':
      return inMember || inCoverage ? '2300' : null;
    case 'LX':
      return current === '2300' || current === '2310' ? '2310' : null;
    case 'COB':
      return inCoverage ? '2320' : null;
    case 'LS':
      return inMember || inCoverage ? '2700' : null;
    default:
      return null;
  }
}

/** A segment with the loop it belongs to. */
export interface LoopedSegment {
  segment: X12Segment;
  loop: Loop834;
  /** True on the segment that starts its loop. */
  starts: boolean;
}

export interface Loops834 {
  /** The segments of the loops we read, in order; BGN first when present. */
  segments: LoopedSegment[];
  ignoredLoops: Edi834IgnoredLoop[];
  issues: X12Issue[];
}

const SEGMENT_ID = /^[A-Z][A-Z0-9]{1,2}$/;

function segmentIssue(at: X12Segment, segmentId: string, code: string, text: string, loop?: Loop834): X12Issue {
  const issue: X12Issue = {
    level: 'segment',
    code,
    segmentIndex: at.index,
    segmentId,
    message: `Segment ${at.index} (${at.id}): ${text}`,
  };
  if (loop !== undefined && loop !== 'header' && loop !== 'after-2700') issue.loopId = loop;
  return issue;
}

function placeOf(loop: Loop834): string {
  if (loop === 'header') return 'in the header';
  return loop === 'after-2700' ? 'after LE (the end of loop 2700)' : `in loop ${loop}`;
}

/** Assigns each segment between ST and SE to its loop; out-of-place segments are issues and left out. */
export function loopsOf834(body: readonly X12Segment[]): Loops834 {
  const segments: LoopedSegment[] = [];
  const ignoredLoops: Edi834IgnoredLoop[] = [];
  const issues: X12Issue[] = [];
  let current: Loop834 = 'header';
  let ignored: Edi834IgnoredLoop | null = null;
  let memberStart: X12Segment | null = null;
  let memberHasName = false;

  const memberEnds = () => {
    if (memberStart !== null && !memberHasName) {
      issues.push(
        segmentIssue(
          memberStart,
          'NM1',
          IK3_REQUIRED_SEGMENT_MISSING,
          'the member has no NM1*IL (loop 2100A).',
          '2000',
        ),
      );
    }
    memberStart = null;
  };

  body.forEach((segment, at) => {
    if (!SEGMENT_ID.test(segment.id)) return; // the tokenizer reported it
    if (!EDI_834_SEGMENT_IDS.has(segment.id)) {
      issues.push(
        segmentIssue(segment, segment.id, IK3_NOT_IN_TRANSACTION_SET, `${segment.id} is not an 834 segment.`),
      );
      return;
    }
    if (at === 0 && segment.id !== 'BGN') {
      issues.push(segmentIssue(segment, 'BGN', IK3_REQUIRED_SEGMENT_MISSING, 'BGN must follow ST.'));
    }
    if (segment.id === 'BGN') {
      if (at === 0) segments.push({ segment, loop: 'header', starts: false });
      else issues.push(segmentIssue(segment, 'BGN', IK3_OUT_OF_SEQUENCE, 'BGN belongs right after ST.', current));
      return;
    }
    if (current === '2700') {
      if (ignored !== null) ignored.segmentCount++;
      if (segment.id === 'LE') current = 'after-2700';
      return;
    }
    let starts = false;
    if (!CONTENTS[current].includes(segment.id)) {
      const next = loopStartedBy(current, segment);
      if (next === null) {
        issues.push(
          segmentIssue(
            segment,
            segment.id,
            IK3_OUT_OF_SEQUENCE,
            `${segment.id} is out of place ${placeOf(current)}.`,
            current,
          ),
        );
        return;
      }
      if (next === '2000') {
        memberEnds();
        memberStart = segment;
        memberHasName = false;
      }
      if (next === '2100A') {
        if (memberHasName) {
          issues.push(
            segmentIssue(segment, 'NM1', IK3_UNEXPECTED_SEGMENT, 'the member has a second NM1*IL (loop 2100A).', next),
          );
          return;
        }
        memberHasName = true;
      }
      if (next === '2100') {
        const entity = segment.elements[1] ?? '';
        issues.push({
          ...segmentIssue(segment, 'NM1', IK4_INVALID_CODE, `NM101 "${entity}" names no loop 2100 of the 834.`, next),
          level: 'element',
          elementPosition: 1,
          badValue: badValueOf(entity),
        });
      }
      current = next;
      starts = true;
      ignored = null;
      if (!READ_LOOPS.has(next)) {
        ignored = { loopId: next, segmentIndex: segment.index, segmentId: segment.id, segmentCount: 0 };
        ignoredLoops.push(ignored);
      }
    }
    if (ignored !== null) ignored.segmentCount++;
    else segments.push({ segment, loop: current, starts });
  });
  memberEnds();
  return { segments, ignoredLoops, issues };
}
