// An 834 of any size for tests and benchmarks: families of a subscriber, a spouse and a child, each member a
// loop 2000 with its 2100A name, address and demographics and a 2300 dental coverage.

export interface Generate834Options {
  /** Member loops (INS) in the file. */
  members: number;
  /** ISA13, GS06 (1 by default). */
  controlNumber?: number;
}

const SEGMENT_END = '~\n';

/** The ISA of a file from ACMEHR to DENTALCO with the usual delimiters `*` `^` `:` `~`. */
export function isaOf(controlNumber: number): string {
  return [
    'ISA', '00', ' '.repeat(10), '00', ' '.repeat(10), 'ZZ', 'ACMEHR'.padEnd(15), 'ZZ', 'DENTALCO'.padEnd(15),
    '260115', '0930', '^', '00501', String(controlNumber).padStart(9, '0'), '0', 'T', ':',
  ].join('*'); // prettier-ignore
}

function memberLoop(at: number): string[] {
  const family = Math.floor(at / 3);
  const role = at % 3; // 0 subscriber, 1 spouse, 2 child
  const subscriberId = `E${String(family + 1).padStart(6, '0')}`;
  const [flag, relationship, birthYear] =
    role === 0 ? ['Y', '18', 1980] : role === 1 ? ['N', '01', 1982] : ['N', '19', 2012];
  const ssn = String(100_000_000 + at).slice(0, 9);
  return [
    `INS*${flag}*${relationship}*021*28*A${role === 0 ? '***FT' : ''}`,
    `REF*0F*${subscriberId}`,
    'DTP*356*D8*20260201',
    `NM1*IL*1*FAMILY${family + 1}*MEMBER${at + 1}****34*${ssn}`,
    `N3*${family + 1} MAIN ST`,
    'N4*AUSTIN*TX*78701',
    `DMG*D8*${birthYear + (family % 10)}0${1 + (at % 9)}15*${role === 1 ? 'M' : 'F'}`,
    'HD*021**DEN*GOLD MED*FAM',
    'DTP*348*D8*20260201',
  ];
}

/** The header of a generated 834 transaction set: BGN, REF 38, the sponsor and the payer. */
export const HEADER_834 = [
  'BGN*00*GENERATED*20260115*0930****2',
  'REF*38*GRP-4410',
  'N1*P5*Acme Widgets Inc*FI*123456789',
  'N1*IN*Dental Benefits Co*FI*987654321',
] as const;

/** An 834 with `members` member loops, valid in every envelope count and control number. */
export function generate834({ members, controlNumber = 1 }: Generate834Options): string {
  const body: string[] = [...HEADER_834];
  for (let at = 0; at < members; at++) body.push(...memberLoop(at));
  return wrap834(body, controlNumber);
}

/** An interchange of one group of one 834 transaction set around `body` (BGN to the last member segment). */
export function wrap834(body: readonly string[], controlNumber = 1): string {
  const lines = [
    isaOf(controlNumber),
    `GS*BE*ACMEHR*DENTALCO*20260115*0930*${controlNumber}*X*005010X220A1`,
    'ST*834*0001*005010X220A1',
    ...body,
    `SE*${body.length + 2}*0001`,
    `GE*1*${controlNumber}`,
    `IEA*1*${String(controlNumber).padStart(9, '0')}`,
  ];
  return lines.join(SEGMENT_END) + SEGMENT_END;
}
