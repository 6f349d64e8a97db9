// Reading an element with its check: a missing required value, a code outside its list or a bad date is an
// element issue (999 IK403 code) naming the segment's position and the element, and the value read is null.
import {
  IK4_INVALID_CODE,
  IK4_INVALID_DATE,
  IK4_INVALID_TIME,
  IK4_PATTERN_MISMATCH,
  IK4_REQUIRED_MISSING,
  badValueOf,
  type X12Issue,
} from './x12-issues.js';
import type { X12Segment } from './x12-tokenizer.js';
import { dateOfD8, isX12Time } from './x12-values.js';

const elementName = (segment: X12Segment, position: number) => `${segment.id}${String(position).padStart(2, '0')}`;

export class ElementChecks {
  /** Every issue found, in order. */
  readonly issues: X12Issue[] = [];
  /** The loop of the segments being read (IK303), set by the reader. */
  loopId: string | undefined;
  /** Where a member's issues also go while its loop is read. */
  memberIssues: X12Issue[] | null = null;

  add(issue: X12Issue): void {
    if (this.loopId !== undefined && issue.loopId === undefined) issue.loopId = this.loopId;
    this.issues.push(issue);
    this.memberIssues?.push(issue);
  }

  /** An element issue: the segment is reported with IK304 8 and the element with this IK403 code. */
  element(segment: X12Segment, position: number, code: string, text: string): void {
    const value = segment.elements[position] ?? '';
    const issue: X12Issue = {
      level: 'element',
      code,
      segmentIndex: segment.index,
      segmentId: segment.id,
      elementPosition: position,
      message: `Segment ${segment.index} (${segment.id}) ${elementName(segment, position)}: ${text}`,
    };
    if (value !== '') issue.badValue = badValueOf(value);
    this.add(issue);
  }

  /** The element's value, or null when empty. */
  optional(segment: X12Segment, position: number): string | null {
    const value = segment.elements[position] ?? '';
    return value === '' ? null : value;
  }

  /** The element's value; an issue when it is empty. */
  required(segment: X12Segment, position: number): string | null {
    const value = this.optional(segment, position);
    if (value === null) this.element(segment, position, IK4_REQUIRED_MISSING, 'the required element is missing.');
    return value;
  }

  /** The element's code when it is one of `allowed`; an issue when it is another (or missing and required). */
  code<Code extends string>(
    segment: X12Segment,
    position: number,
    allowed: readonly Code[],
    what: string,
    required = true,
  ): Code | null {
    const value = required ? this.required(segment, position) : this.optional(segment, position);
    if (value === null) return null;
    if ((allowed as readonly string[]).includes(value)) return value as Code;
    this.element(segment, position, IK4_INVALID_CODE, `"${value}" is not ${what} (${allowed.join(', ')}).`);
    return null;
  }

  /** A required CCYYMMDD date as 'YYYY-MM-DD'. */
  date(segment: X12Segment, position: number): string | null {
    const value = this.required(segment, position);
    if (value === null) return null;
    const date = dateOfD8(value);
    if (date === null) this.element(segment, position, IK4_INVALID_DATE, `"${value}" is not a date (CCYYMMDD).`);
    return date;
  }

  /** A required HHMM[SS[D[D]]] time. */
  time(segment: X12Segment, position: number): string | null {
    const value = this.required(segment, position);
    if (value === null) return null;
    if (isX12Time(value)) return value;
    this.element(segment, position, IK4_INVALID_TIME, `"${value}" is not a time (HHMM or HHMMSS).`);
    return null;
  }

  /** An optional value that must match a pattern (a 9-digit SSN). */
  pattern(segment: X12Segment, position: number, shape: RegExp, what: string): string | null {
    const value = this.optional(segment, position);
    if (value === null || shape.test(value)) return value;
    this.element(segment, position, IK4_PATTERN_MISMATCH, `"${value}" is not ${what}.`);
    return null;
  }
}
