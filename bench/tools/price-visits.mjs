// Issue 5 budget: the coverage engine prices 100,000 random visits in under 1 s. Run from source:
// `node --conditions=source --import tsx bench/tools/price-visits.mjs [visits] [runs]`; prints the time of
// each run in ms as JSON. The visits are generated first (seeded, not timed), then priced one by one.
import {
  NETWORKS,
  PRACTICE_NETWORK_TYPES,
  PROCEDURE_CATALOGUE,
  priceVisit,
  referenceScheduleFee,
  referenceScheduleNetwork,
} from '@dental/domain';

const visits = Number(process.argv[2] ?? 100_000);
const runs = Number(process.argv[3] ?? 3);

// A small deterministic generator (mulberry32), so every run prices the same visits.
let state = 20_240_101;
const random = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const int = (max) => Math.floor(random() * (max + 1));

const inputs = Array.from({ length: visits }, () => {
  const plan = {
    minimumNetwork: pick(NETWORKS),
    coveragePdsPercent: pick([100, 90, 80]),
    coverageBrsPercent: pick([80, 70, 50]),
    coverageMrsPercent: pick([50, 40, 0]),
    coverageOrthoPercent: pick([50, 0]),
    annualMaxCents: pick([100_000, 150_000, 200_000]),
    familyMaxCents: random() < 0.5 ? null : 400_000,
    orthoLifetimeMaxCents: random() < 0.5 ? null : 150_000,
    orthoOverride: pick([null, true, false]),
    orthoCoveredByDefault: random() < 0.5,
  };
  const practiceNetwork = pick(PRACTICE_NETWORK_TYPES);
  const schedule = referenceScheduleNetwork(plan.minimumNetwork, practiceNetwork);
  const lines = Array.from({ length: 1 + int(4) }, () => {
    const procedure = pick(PROCEDURE_CATALOGUE);
    return {
      code: procedure.code,
      serviceType: procedure.serviceType,
      isOrtho: procedure.isOrtho,
      billedCents: Math.round(procedure.typicalFeeCents * (0.8 + random() * 0.6)),
      scheduleFeeCents: referenceScheduleFee(schedule, procedure.code),
    };
  });
  const patientYearCents = int(150_000);
  return {
    plan,
    practiceNetwork,
    lines,
    accumulators: {
      patientYearCents,
      householdYearCents: patientYearCents + int(150_000),
      patientOrthoLifetimeCents: int(100_000),
    },
  };
});

const times = [];
let sink = 0;
for (let r = 0; r < runs; r++) {
  const started = performance.now();
  for (const input of inputs) sink += priceVisit(input).totals.planCents;
  times.push(performance.now() - started);
}
process.stdout.write(
  `${JSON.stringify({ visits, times, lines: inputs.reduce((n, v) => n + v.lines.length, 0), checksum: sink })}\n`,
);
