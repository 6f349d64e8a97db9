// Decision 0050: X12 5010 segments from a string, with the delimiters the ISA declares (X12.5 interchange
// control structure): the element separator is the ISA's 4th character, the repetition separator ISA11, the
// component separator ISA16, and the segment terminator the character after ISA16.
import {
  TA1_INVALID_COMPONENT_SEPARATOR,
  TA1_INVALID_CONTROL_STRUCTURE,
  TA1_INVALID_ELEMENT_SEPARATOR,
  TA1_PREMATURE_END_OF_FILE,
  TA1_SEGMENT_TERMINATOR_INVALID,
  IK3_UNRECOGNIZED_SEGMENT,
  type X12Issue,
} from './x12-issues.js';

export interface X12Delimiters {
  element: string;
  repetition: string;
  component: string;
  segment: string;
}

/** One segment: `elements[0]` is its id, `elements[n]` its nth element (NM109 is `elements[9]`). */
export interface X12Segment {
  /** 1-based position in the file (ISA is 1). */
  index: number;
  id: string;
  elements: readonly string[];
}

export interface X12Tokens {
  /** Null when the ISA could not be read: then there are no segments and one issue says why. */
  delimiters: X12Delimiters | null;
  segments: X12Segment[];
  issues: X12Issue[];
}

/** ISA is fixed width: 'ISA', 16 elements of these widths, each after a separator, then the terminator. */
export const ISA_ELEMENT_WIDTHS = [2, 10, 2, 10, 2, 15, 2, 15, 6, 4, 1, 5, 9, 1, 1, 1] as const;
export const ISA_LENGTH = 106;
const ELEMENT_SEPARATOR_AT = 3;
const COMPONENT_SEPARATOR_AT = 104;
const SEGMENT_TERMINATOR_AT = 105;
const SEGMENT_ID = /^[A-Z][A-Z0-9]{1,2}$/;
const FORBIDDEN_DELIMITER = /[A-Za-z0-9 \r\n]/;

function isaIssue(code: string, message: string): X12Tokens {
  return {
    delimiters: null,
    segments: [],
    issues: [{ level: 'interchange', code, segmentIndex: 1, segmentId: 'ISA', message: `Segment 1 (ISA): ${message}` }],
  };
}

function shown(character: string): string {
  return JSON.stringify(character);
}

/** The delimiters the ISA declares, or the issue that makes it unreadable. */
function readDelimiters(text: string): X12Delimiters | X12Tokens {
  if (text.charCodeAt(0) === 0xfeff) {
    return isaIssue(
      TA1_INVALID_CONTROL_STRUCTURE,
      'the file starts with a byte-order mark (U+FEFF); an X12 file starts with "ISA" and has none.',
    );
  }
  if (!text.startsWith('ISA')) {
    return isaIssue(TA1_INVALID_CONTROL_STRUCTURE, 'the file does not start with an ISA segment.');
  }
  if (text.length < ISA_LENGTH) {
    return isaIssue(
      TA1_PREMATURE_END_OF_FILE,
      `the file ends after ${text.length} characters, inside the ISA segment (${ISA_LENGTH} characters).`,
    );
  }
  const element = text.charAt(ELEMENT_SEPARATOR_AT);
  const component = text.charAt(COMPONENT_SEPARATOR_AT);
  const segment = text.charAt(SEGMENT_TERMINATOR_AT);
  const fields = text.slice(0, SEGMENT_TERMINATOR_AT).split(element);
  const widthsMatch =
    fields.length === ISA_ELEMENT_WIDTHS.length + 1 &&
    ISA_ELEMENT_WIDTHS.every((width, at) => fields[at + 1]?.length === width);
  if (FORBIDDEN_DELIMITER.test(element) || !widthsMatch) {
    return isaIssue(
      TA1_INVALID_ELEMENT_SEPARATOR,
      `the element separator ${shown(element)} (4th character) does not split the ISA into its 16 fixed-width ` +
        `elements; the ISA is ${ISA_LENGTH} characters with ISA16 and the segment terminator at the end.`,
    );
  }
  const repetition = fields[11] ?? '';
  const delimiters = { element, repetition, component, segment };
  const named: [keyof X12Delimiters, string, string][] = [
    ['repetition', 'repetition separator (ISA11)', TA1_INVALID_CONTROL_STRUCTURE],
    ['component', 'component separator (ISA16)', TA1_INVALID_COMPONENT_SEPARATOR],
    ['segment', 'segment terminator (after ISA16)', TA1_SEGMENT_TERMINATOR_INVALID],
  ];
  for (const [key, name, code] of named) {
    const character = delimiters[key];
    if (FORBIDDEN_DELIMITER.test(character)) {
      return isaIssue(
        code,
        `the ${name} is ${shown(character)}; a delimiter is not a letter, digit, space or line break.`,
      );
    }
  }
  const all = [element, repetition, component, segment];
  if (new Set(all).size !== all.length) {
    return isaIssue(
      TA1_INVALID_CONTROL_STRUCTURE,
      `the delimiters must differ: element ${shown(element)}, repetition ${shown(repetition)}, ` +
        `component ${shown(component)}, segment ${shown(segment)}.`,
    );
  }
  return delimiters;
}

function isLineBreak(code: number): boolean {
  return code === 10 || code === 13;
}

/** The segments of an X12 file; never throws: what cannot be read is an issue. */
export function tokenizeX12(input: string | Uint8Array): X12Tokens {
  const text = typeof input === 'string' ? input : new TextDecoder('utf-8', { ignoreBOM: true }).decode(input);
  const read = readDelimiters(text);
  if (!('element' in read)) return read;
  const delimiters = read;
  const segments: X12Segment[] = [];
  const issues: X12Issue[] = [];
  // The ISA is read by its fixed layout: a terminator character inside its data does not end it.
  segments.push({ index: 1, id: 'ISA', elements: text.slice(0, SEGMENT_TERMINATOR_AT).split(delimiters.element) });
  let at = ISA_LENGTH;
  while (at < text.length) {
    while (at < text.length && isLineBreak(text.charCodeAt(at))) at++;
    if (at >= text.length) break;
    const index = segments.length + 1;
    const end = text.indexOf(delimiters.segment, at);
    if (end === -1) {
      const rest = text.slice(at).trimEnd();
      if (rest !== '') {
        const segmentId = rest.split(delimiters.element)[0]?.slice(0, 3) ?? '';
        issues.push({
          level: 'interchange',
          code: TA1_PREMATURE_END_OF_FILE,
          segmentIndex: index,
          segmentId,
          message: `Segment ${index} (${segmentId}): the file ends without the segment terminator ${shown(delimiters.segment)}.`,
        });
      }
      break;
    }
    const elements = text.slice(at, end).split(delimiters.element);
    const id = elements[0] ?? '';
    if (!SEGMENT_ID.test(id)) {
      issues.push({
        level: 'segment',
        code: IK3_UNRECOGNIZED_SEGMENT,
        segmentIndex: index,
        segmentId: id.slice(0, 3),
        message: `Segment ${index}: ${shown(id.slice(0, 20))} is not a segment id (2 or 3 capital letters or digits).`,
      });
    }
    segments.push({ index, id, elements });
    at = end + 1;
  }
  return { delimiters, segments, issues };
}

/** The components of a composite element (`DMG05-3` is `componentsOf(value, d)[2]`). */
export function componentsOf(value: string, delimiters: X12Delimiters): string[] {
  return value.split(delimiters.component);
}

/** The repetitions of a repeating element; an empty element has none. */
export function repetitionsOf(value: string, delimiters: X12Delimiters): string[] {
  return value === '' ? [] : value.split(delimiters.repetition);
}
