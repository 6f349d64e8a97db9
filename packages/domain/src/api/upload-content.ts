// Issue 27 item 4, decision 0052: an upload is checked by its first bytes, never trusted by its name or declared
// type. The server reads the head of the file (UPLOAD_HEAD_BYTES, or the whole file when shorter) and refuses a
// file whose content is not of a kind its entry accepts, before the parser sees a byte.

/** The kinds of content an upload entry may accept. */
export const UPLOAD_KINDS = ['csv', 'x12'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** How much of a file the content check reads: a CSV's first line break must come within it. */
export const UPLOAD_HEAD_BYTES = 64 * 1024;

/** The multipart field that carries the one file of an upload. */
export const UPLOAD_FIELD = 'file';

export const MSG_NOT_CSV = 'This file is not a CSV file';
export const MSG_NOT_X12 = 'This file is not an X12 file';
export const MSG_ONE_FILE_ONLY = 'Send one file only';

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/**
 * The code points of UTF-8 bytes, or null when they are not UTF-8 (overlong forms, surrogates and values past
 * U+10FFFF included). A sequence cut by the end of the bytes is dropped when `truncated` (the head of a longer file).
 */
function utf8CodePoints(bytes: Uint8Array, truncated: boolean): number[] | null {
  const points: number[] = [];
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] ?? 0;
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : 4;
    if (length === 4 && (lead < 0xf0 || lead > 0xf4)) return null;
    if (i + length > bytes.length) return truncated ? points : null;
    let point = length === 1 ? lead : lead & (0xff >> (length + 1));
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k] ?? 0;
      if ((next & 0xc0) !== 0x80) return null;
      point = (point << 6) | (next & 0x3f);
    }
    const shortest = length === 1 || point >= [0, 0, 0x80, 0x800, 0x10000][length]!;
    if (!shortest || point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) return null;
    points.push(point);
    i += length;
  }
  return points;
}

/** A control character a text file does not hold: C0 but tab and line breaks, DEL, C1 (NUL included). */
function isControl(point: number): boolean {
  if (point === TAB || point === LF || point === CR) return false;
  return point < 0x20 || (point >= 0x7f && point <= 0x9f);
}

/**
 * Whether the head of a file reads as CSV text: UTF-8 (an optional byte order mark), no NUL or other control
 * character, not empty, and a line break within the first UPLOAD_HEAD_BYTES unless the whole file is shorter.
 * `head` is the file's first UPLOAD_HEAD_BYTES bytes, or the whole file when it is shorter.
 */
export function looksLikeCsv(head: Uint8Array): boolean {
  const truncated = head.length >= UPLOAD_HEAD_BYTES;
  const points = utf8CodePoints(head, truncated);
  if (points === null) return false;
  const text = points[0] === 0xfeff ? points.slice(1) : points;
  if (text.length === 0 || text.some(isControl)) return false;
  return !truncated || text.includes(LF) || text.includes(CR);
}

/** Whether the head of a file starts an X12 interchange: 'ISA' after optional whitespace, then its separator. */
export function looksLikeX12(head: Uint8Array): boolean {
  let i = 0;
  while (i < head.length && [0x20, TAB, LF, CR].includes(head[i] ?? 0)) i++;
  const [s, a, b, separator] = [head[i], head[i + 1], head[i + 2], head[i + 3]];
  // ISA's element separator (ISA*00*...) is the 4th character: any printable character not a letter or digit.
  const isSeparator =
    separator !== undefined &&
    separator > 0x20 &&
    separator < 0x7f &&
    !/[A-Za-z0-9]/.test(String.fromCharCode(separator));
  return s === 0x49 && a === 0x53 && b === 0x41 && isSeparator;
}

/** The check and refusal message of each kind of content. */
export const UPLOAD_CONTENT: Record<UploadKind, { check: (head: Uint8Array) => boolean; message: string }> = {
  csv: { check: looksLikeCsv, message: MSG_NOT_CSV },
  x12: { check: looksLikeX12, message: MSG_NOT_X12 },
};

/** Null when the head is of one of the accepted kinds, else the message of the first kind (the file's field error). */
export function uploadContentProblem(head: Uint8Array, accept: readonly UploadKind[]): string | null {
  if (accept.some((kind) => UPLOAD_CONTENT[kind].check(head))) return null;
  return UPLOAD_CONTENT[accept[0] ?? 'csv'].message;
}
