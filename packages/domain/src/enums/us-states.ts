// spec §3: US states, territories and armed-forces codes with their names.

/** The 50 states and the District of Columbia, by postal code. */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;

/** US territories, by postal code. */
export const US_TERRITORIES = {
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  UM: 'U.S. Minor Outlying Islands',
} as const;

/** Armed-forces postal codes. */
export const US_ARMED_FORCES = {
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
} as const;

/** Every code with its name: states and DC, then territories, then armed forces. */
export const US_STATE_NAMES = { ...US_STATES, ...US_TERRITORIES, ...US_ARMED_FORCES } as const;
export type UsStateCode = keyof typeof US_STATE_NAMES;

/** Every state, territory and armed-forces code, in the order of US_STATE_NAMES. */
export const US_STATE_CODES = Object.keys(US_STATE_NAMES) as [UsStateCode, ...UsStateCode[]];

/** Select options for a state field: `{ value: 'NY', label: 'New York' }`. */
export const US_STATE_OPTIONS: readonly { value: UsStateCode; label: string }[] = US_STATE_CODES.map((code) => ({
  value: code,
  label: US_STATE_NAMES[code],
}));

/** True for a known state, territory or armed-forces code (upper case). */
export function isUsStateCode(value: unknown): value is UsStateCode {
  return typeof value === 'string' && Object.hasOwn(US_STATE_NAMES, value);
}
