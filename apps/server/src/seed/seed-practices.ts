// Practices around the metros: 1-3 locations each with hours and languages, 1-4 dentists with valid NPIs,
// a network tier, bank and identity status, and the practice's own fees around the typical fee.
import { DENTIST_SPECIALITIES, PROCEDURE_CATALOGUE, type BankStatus, type PracticeNetworkType } from '@dental/domain';
import { dentists, practiceFees, practiceLocations, practices, type WeeklyHours } from '../db/schema/index.js';
import type { SeedContext, SeededPractice } from './seed-context.js';
import { phoneIn, placeNear, type Metro } from './seed-geography.js';
import { faker, type Rng } from './seed-random.js';

const NETWORK_WEIGHTS: Record<PracticeNetworkType, number> = {
  platinum: 24,
  gold: 30,
  silver: 24,
  office_fees: 10,
  out_of_network: 9,
  partner: 3,
};
const BANK_WEIGHTS: Record<BankStatus, number> = {
  verified: 70,
  'verification pending': 12,
  'account not added': 10,
  'owner not added': 8,
};
const OTHER_LANGUAGES = [
  'Spanish',
  'Chinese',
  'Vietnamese',
  'Korean',
  'Russian',
  'Hindi',
  'Arabic',
  'French',
  'Portuguese',
  'Tagalog',
];
const NAME_PATTERNS = [
  (last: string) => `${last} Family Dentistry`,
  (last: string) => `${last} Dental Care`,
  (last: string, city: string) => `${city} Smiles`,
  (last: string, city: string) => `${city} Dental Group`,
  (last: string) => `${last} & Associates Dentistry`,
  (last: string) => `Bright Path Dental - ${last}`,
];

/**
 * A valid NPI: '1' and 8 digits (unique per n), then the Luhn check digit computed with the '80840'
 * prefix as the NPI standard prescribes (the prefix contributes a constant 24).
 */
export function npiFor(n: number): string {
  const body = `1${String(10_000_000 + ((n * 7_919) % 90_000_000)).slice(-8)}`;
  let sum = 24;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) digit *= 2;
    sum += digit > 9 ? digit - 9 : digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** 1, 2 or 3 locations, 60/30/10. */
function locationsPerPractice(rng: Rng): number {
  return rng.chance(0.6) ? 1 : rng.chance(0.75) ? 2 : 3;
}

function weeklyHours(rng: Rng): WeeklyHours {
  const open = rng.pick(['07:30', '08:00', '08:00', '09:00']);
  const close = rng.pick(['16:00', '17:00', '17:00', '18:00']);
  const hours: WeeklyHours = {};
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const) hours[day] = { open, close };
  if (rng.chance(0.2)) delete hours.Friday;
  if (rng.chance(0.15)) hours.Thursday = { open: '10:00', close: '19:00' };
  if (rng.chance(0.35)) hours.Saturday = { open: '09:00', close: '13:00' };
  return hours;
}

function specialitiesOf(rng: Rng, first: boolean): string[] {
  if (first && rng.chance(0.8)) return ['general dentist'];
  const main = rng.pick(DENTIST_SPECIALITIES);
  return main !== 'general dentist' && rng.chance(0.3) ? ['general dentist', main] : [main];
}

export interface PracticeSpec {
  name?: string;
  network?: PracticeNetworkType;
  bankStatus?: BankStatus;
  locations?: number;
  dentists?: number;
}

/** Writes one practice with its locations, dentists and fees; returns it with its fee table. */
export function seedPractice(ctx: SeedContext, metro: Metro, spec: PracticeSpec = {}): SeededPractice {
  const { rng, batch, ids } = ctx;
  const id = ids.take(practices);
  const lastName = faker.person.lastName();
  const name = spec.name ?? rng.pick(NAME_PATTERNS)(lastName, metro.city);
  const network = spec.network ?? rng.weighted(NETWORK_WEIGHTS);
  const bankStatus = spec.bankStatus ?? rng.weighted(BANK_WEIGHTS);
  const identityVerification =
    bankStatus === 'verified' ? 'Verified' : rng.pick(['Unverified', 'Unverified', 'Failed'] as const);
  const phone = phoneIn(rng, metro);
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  batch.add(practices, {
    id,
    name,
    network,
    phone,
    website: rng.chance(0.7) ? `https://www.${slug}.example.com` : null,
    bankStatus,
    identityVerification,
    dataVerifiedAt: rng.chance(0.8) ? new Date(`${ctx.today}T00:00:00Z`) : null,
  });

  const locationCount = spec.locations ?? locationsPerPractice(rng);
  const languages = ['English', ...rng.sample(OTHER_LANGUAGES, rng.chance(0.5) ? 0 : rng.chance(0.7) ? 1 : 2)];
  const locationIds: number[] = [];
  for (let i = 0; i < locationCount; i += 1) {
    const locationId = ids.take(practiceLocations);
    locationIds.push(locationId);
    const place = placeNear(rng, metro, faker.location.streetAddress());
    batch.add(practiceLocations, {
      id: locationId,
      practiceId: id,
      name: i === 0 ? name : `${name} - ${place.city}`,
      ...place,
      addressLine2: rng.chance(0.3) ? `Suite ${rng.int(100, 450)}` : null,
      phone: i === 0 ? phone : phoneIn(rng, metro),
      acceptingNewPatients: rng.chance(0.85),
      network,
      languages,
      hours: weeklyHours(rng),
    });
  }

  const dentistCount = spec.dentists ?? rng.int(1, 4);
  const dentistIds: number[] = [];
  for (let i = 0; i < dentistCount; i += 1) {
    const dentistId = ids.take(dentists);
    dentistIds.push(dentistId);
    batch.add(dentists, {
      id: dentistId,
      practiceId: id,
      firstName: faker.person.firstName(),
      lastName: i === 0 ? lastName : faker.person.lastName(),
      npi: npiFor(dentistId),
      licenseNumber: `${metro.state}${rng.int(10_000, 99_999)}`,
      specialities: specialitiesOf(rng, i === 0),
    });
  }

  // Practices charge between 95% and 130% of the typical fee, in whole dollars.
  const markup = rng.int(95, 130);
  const fees = new Map<string, number>();
  for (const p of PROCEDURE_CATALOGUE) {
    const feeCents = Math.round((p.typicalFeeCents * (markup + rng.int(-5, 5))) / 10_000) * 100;
    fees.set(p.code, feeCents);
    batch.add(practiceFees, { practiceId: id, procedureCode: p.code, feeCents });
  }
  return { id, name, network, metro, locationIds, dentistIds, fees, inOfficePlans: [] };
}

/** Practices with `locationCount` locations in all, spread over the metros in turn. */
export function seedPractices(ctx: SeedContext, locationCount: number, first: SeededPractice[]): SeededPractice[] {
  const all = [...first];
  let locations = first.reduce((total, p) => total + p.locationIds.length, 0);
  while (locations < locationCount) {
    const metro = ctx.metros[all.length % ctx.metros.length] as Metro;
    const practice = seedPractice(ctx, metro, {
      locations: Math.min(locationCount - locations, locationsPerPractice(ctx.rng)),
    });
    locations += practice.locationIds.length;
    all.push(practice);
  }
  return all;
}
