// What people go to the dentist for: check-ups twice a year, and now and then a filling, a crown, a root
// canal, gum treatment, an extraction, braces for a teen... Produces dated procedure lines per patient.
import { addDays, dayNumber, isoDay } from './seed-dates.js';
import type { Rng } from './seed-random.js';

export interface PlannedLine {
  code: string;
  tooth: string | null;
}

export interface PlannedVisit {
  patientIndex: number;
  date: string;
  lines: PlannedLine[];
}

const MOLARS = ['2', '3', '14', '15', '18', '19', '30', '31'];
const PREMOLARS = ['4', '5', '12', '13', '20', '21', '28', '29'];
const ANTERIOR = ['6', '7', '8', '9', '10', '11', '22', '23', '24', '25', '26', '27'];
const POSTERIOR = [...MOLARS, ...PREMOLARS];
const PRIMARY_MOLARS = ['A', 'B', 'I', 'J', 'K', 'L', 'S', 'T'];

const line = (code: string, tooth: string | null = null): PlannedLine => ({ code, tooth });

function checkupLines(rng: Rng, age: number, firstOfYear: boolean, perio: boolean): PlannedLine[] {
  if (age < 14) {
    const lines = [line('D0120'), line('D1120'), line('D1206')];
    if (firstOfYear) lines.push(line('D0272'));
    if (age >= 6 && rng.chance(0.15))
      for (const tooth of rng.sample(['3', '14', '19', '30'], rng.int(1, 2))) lines.push(line('D1351', tooth));
    return lines;
  }
  const lines = [line('D0120'), line(perio ? 'D4910' : 'D1110')];
  if (firstOfYear) lines.push(line(rng.chance(0.12) ? 'D0210' : 'D0274'));
  return lines;
}

type Treatment = (rng: Rng, date: string) => { date: string; lines: PlannedLine[] }[];
const once = (date: string, lines: PlannedLine[]) => [{ date, lines }];

const ADULT_TREATMENTS: Record<string, [weight: number, Treatment]> = {
  filling: [
    40,
    (rng, date) => {
      const tooth = rng.pick([...POSTERIOR, ...ANTERIOR]);
      const code = ANTERIOR.includes(tooth)
        ? 'D2330'
        : rng.pick(['D2391', 'D2391', 'D2392', 'D2393', 'D2140', 'D2150']);
      return once(date, [line(code, tooth)]);
    },
  ],
  crown: [
    12,
    (rng, date) => {
      const tooth = rng.pick(POSTERIOR);
      return once(date, [line('D2950', tooth), line(rng.pick(['D2740', 'D2740', 'D2750', 'D2790']), tooth)]);
    },
  ],
  rootCanal: [
    8,
    (rng, date) => {
      const tooth = rng.pick([...MOLARS, ...PREMOLARS, ...ANTERIOR]);
      const code = MOLARS.includes(tooth) ? 'D3330' : PREMOLARS.includes(tooth) ? 'D3320' : 'D3310';
      return [
        { date, lines: [line('D0140'), line('D0220', tooth), line(code, tooth)] },
        { date: addDays(date, rng.int(21, 40)), lines: [line('D2950', tooth), line('D2740', tooth)] },
      ];
    },
  ],
  gums: [8, (rng, date) => once(date, [line('D0180'), line('D4341'), line(rng.chance(0.5) ? 'D4341' : 'D4342')])],
  extraction: [
    10,
    (rng, date) => {
      const tooth = rng.pick(MOLARS);
      return once(date, [line('D0220', tooth), line(rng.chance(0.6) ? 'D7140' : 'D7210', tooth)]);
    },
  ],
  emergency: [10, (rng, date) => once(date, [line('D0140'), line('D0220', rng.pick(POSTERIOR)), line('D9110')])],
  nightGuard: [5, (_rng, date) => once(date, [line('D9944')])],
  implant: [
    3,
    (rng, date) => {
      const tooth = rng.pick(MOLARS);
      return [
        { date, lines: [line('D0330'), line('D6010', tooth)] },
        { date: addDays(date, rng.int(90, 130)), lines: [line('D6058', tooth)] },
      ];
    },
  ],
  bridge: [2, (rng, date) => once(date, [line('D6240', rng.pick(PREMOLARS))])],
  denture: [2, (_rng, date) => once(date, [line('D0150'), line('D5110')])],
};

const CHILD_TREATMENTS: Record<string, [weight: number, Treatment]> = {
  filling: [60, (rng, date) => once(date, [line(rng.pick(['D2391', 'D2392', 'D2140']), rng.pick(PRIMARY_MOLARS))])],
  steelCrown: [
    12,
    (rng, date) => {
      const tooth = rng.pick(PRIMARY_MOLARS);
      return once(date, [line('D3220', tooth), line('D2930', tooth)]);
    },
  ],
  emergency: [14, (rng, date) => once(date, [line('D0140'), line('D9110')])],
  extraction: [10, (rng, date) => once(date, [line('D7140', rng.pick(PRIMARY_MOLARS)), line('D1510')])],
};

function pickTreatment(rng: Rng, table: Record<string, [number, Treatment]>): Treatment {
  const weights = Object.fromEntries(Object.entries(table).map(([key, [weight]]) => [key, weight]));
  const chosen = table[rng.weighted(weights)];
  if (!chosen) throw new Error('no treatment');
  return chosen[1];
}

/** A random day in [from, to]. */
function dayBetween(rng: Rng, from: string, to: string): string {
  return isoDay(rng.int(dayNumber(from), Math.max(dayNumber(from), dayNumber(to))));
}

/** A patient's visits between `from` and `to` (both included): check-ups, then the odd treatment. */
export function planPatientVisits(
  rng: Rng,
  patientIndex: number,
  age: number,
  from: string,
  to: string,
  busy = 1,
): PlannedVisit[] {
  const visits: PlannedVisit[] = [];
  const perio = age > 35 && rng.chance(0.12);
  const regular = rng.chance(0.8);
  const seenYears = new Set<string>();
  // One check-up per half year for regular patients, sometimes skipped.
  for (let start = dayNumber(from); start <= dayNumber(to); start += 182) {
    if (!regular || !rng.chance(0.8)) continue;
    const date = isoDay(Math.min(start + rng.int(0, 150), dayNumber(to)));
    const year = date.slice(0, 4);
    visits.push({ patientIndex, date, lines: checkupLines(rng, age, !seenYears.has(year), perio) });
    seenYears.add(year);
  }
  const treatments = rng.chance(0.45 * busy) ? (rng.chance(0.35 * busy) ? 2 : 1) : 0;
  for (let i = 0; i < treatments; i += 1) {
    const treatment = pickTreatment(rng, age < 13 ? CHILD_TREATMENTS : ADULT_TREATMENTS);
    for (const visit of treatment(rng, dayBetween(rng, from, to))) {
      if (
        dayNumber(visit.date) <= dayNumber(to) &&
        (age >= 40 || !visit.lines.some((l) => ['D6010', 'D5110'].includes(l.code)))
      ) {
        visits.push({ patientIndex, ...visit });
      }
    }
  }
  // Braces for some teens (and the odd adult): a consultation, then the comprehensive treatment.
  const orthoChance = age >= 11 && age <= 16 ? 0.15 * busy : age >= 18 && age <= 45 ? 0.02 : 0;
  if (rng.chance(orthoChance)) {
    const date = dayBetween(rng, from, addDays(to, -40));
    const start = addDays(date, rng.int(14, 35));
    visits.push({ patientIndex, date, lines: [line('D8660')] });
    if (dayNumber(start) <= dayNumber(to))
      visits.push({ patientIndex, date: start, lines: [line(age < 18 ? 'D8080' : 'D8090')] });
  }
  if (age >= 17 && age <= 25 && rng.chance(0.08)) {
    visits.push({
      patientIndex,
      date: dayBetween(rng, from, to),
      lines: [line('D0330'), line('D7240', '1'), line('D7240', '16')],
    });
  }
  return visits;
}

/** A proposed treatment for an estimate. */
export function planEstimateLines(rng: Rng, age: number): PlannedLine[] {
  if (age >= 11 && age <= 16 && rng.chance(0.4)) return [line('D8660'), line('D8080')];
  const tooth = rng.pick(POSTERIOR);
  return rng.pick([
    [line('D2950', tooth), line('D2740', tooth)],
    [line('D3330', rng.pick(MOLARS)), line('D2950', tooth), line('D2750', tooth)],
    [line('D4341'), line('D4341'), line('D4910')],
    [line('D6010', tooth), line('D6058', tooth)],
    [line('D2392', tooth), line('D2391', rng.pick(POSTERIOR))],
  ]);
}
