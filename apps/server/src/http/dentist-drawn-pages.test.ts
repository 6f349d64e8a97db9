// Issue 28 item 2 (decision 0063): the dentist portal's signed-in pages drawn at the server, as the server sends
// them from the dentist's real build (its server render, dist-server/render.mjs, brought up to date first). Each
// page is drawn for the front desks of two practices and compared: each sees its own practice and patients and
// nothing of the other's; another practice's visit or estimate is not drawn at all (its call answers 404, so the
// browser's page says "not found" as before); a locked screen is never drawn; every control waits for React.
// Record a visit and Create an estimate are drawn with the practice's own dentists and locations and, opened from
// a patient's link, that patient priced (its look-up made once, by the server).
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STATE_ID, SERVER_RENDER } from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import type { TestClient } from '../testing/test-client.js';
import { isoDay } from '../platform/dates.js';
import { hashPassword } from '../modules/auth/index.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../modules/member/member.test-support.js';
import {
  dentistClient,
  insertVisit,
  practiceOf,
  type PracticeIds,
} from '../modules/dentist/patients/dentist-practice.test-support.js';
import { LOCK, PIN } from '../modules/dentist/practice/dentist-practice.test-support.js';
import { buildPortals, controlsAgainstRule, ROOT } from './drawn-page-controls.test-support.js';

const DENTIST_DIST = `${ROOT}apps/dentist/dist`;
const OTHER_DESK = 'other.practice.desk@example.com';

/** One practice as the test sees it: its front desk, its name, its patient's name, its visit today, a location. */
interface Side {
  client: TestClient;
  practice: PracticeIds;
  name: string;
  patient: string;
  visitId: number;
  location: string;
}

const page = (client: TestClient, url: string) => client.get(url, { headers: { accept: 'text/html' } });
const isDrawn = (html: string, url: string) => html.includes(`<div id="root" data-prerendered="${url.split('?')[0]}">`);

describe('the dentist pages drawn at the server, for two practices (issue 28 item 2, decision 0063)', () => {
  let server: TestServer;
  let mine: Side;
  let theirs: Side;
  let myEstimateId: number;
  /** Eligibility opened from the practice's patient's link (Patients), its look-up drawn with the page. */
  let myPatientLink: string;
  /** The practice's patient's keys, as Eligibility's Record a visit and Create an estimate links give them. */
  let myPatientKeys: URLSearchParams;
  // The server says at info why a page was not drawn (server-rendered-page.ts): a failure shows it.
  const log: string[] = [];
  const notDrawn = () => log.filter((line) => line.includes('not drawn')).join('; ');

  /** A patient seen by no practice yet, renamed so that its name is found only where it belongs. */
  const freshPatient = async (firstName: string, lastName: string, notId = 0) => {
    const { rows } = await server.db.execute<{ id: number }>(sql`select p.id from patients p
      where p.id <> ${notId} and not exists (select 1 from appointments a where a.patient_id = p.id)
        and not exists (select 1 from practice_patients pp where pp.patient_id = p.id)
      order by p.id limit 1`);
    const id = rows[0]!.id;
    await server.db.execute(
      sql`update patients set first_name = ${firstName}, last_name = ${lastName} where id = ${id}`,
    );
    return id;
  };

  /** The practice's visit today of its own patient, noted as its patient (as a saved visit does). */
  const seenToday = async (practice: PracticeIds, patientId: number) => {
    const visitId = await insertVisit(server.db, {
      practiceId: practice.id,
      patientId,
      appointmentDate: isoDay(new Date()),
      dentistId: practice.dentistId,
      locationId: practice.locationId,
      lines: [{ billed: 12_000, plan: 8_000, member: 2_000 }],
    });
    await server.db.execute(sql`insert into practice_patients (practice_id, patient_id, last_visit_date)
      values (${practice.id}, ${patientId}, ${isoDay(new Date())}::date)`);
    return visitId;
  };

  const practiceName = async (id: number) =>
    (await server.db.execute<{ name: string }>(sql`select name from practices where id = ${id}`)).rows[0]!.name;

  /** The practice's location renamed so that its name is found only where it belongs (the visit form's pickers). */
  const renamedLocation = async (practice: PracticeIds, name: string) => {
    await server.db.execute(sql`update practice_locations set name = ${name} where id = ${practice.locationId}`);
    return name;
  };

  beforeAll(async () => {
    buildPortals();
    expect(existsSync(`${ROOT}apps/dentist/${SERVER_RENDER.dir}/${SERVER_RENDER.file}`), 'the server render').toBe(
      true,
    );
    server = await createTestServer({
      portal: 'dentist',
      portalDistDir: DENTIST_DIST,
      env: { SERVER_RENDER_BOUND_MS: '20000' },
      logLines: log,
    });
    const demo = await practiceOf(server.db, 'demo');
    const other = await practiceOf(server.db, 'other');
    // The other practice's front desk, who signs in with the demo password.
    const user = await server.db.execute<{ id: number }>(sql`insert into users
      (account_type, email, password_hash, first_name, last_name, email_verified_at)
      values ('dentist', ${OTHER_DESK}, ${await hashPassword(DEMO_PASSWORD)}, 'Other', 'Desk', now()) returning id`);
    await server.db.execute(sql`insert into practice_users (user_id, practice_id, role)
      values (${user.rows[0]!.id}, ${other.id}, 'front_desk')`);
    const minePatient = await freshPatient('Quillon', 'Ashgrove');
    const theirPatient = await freshPatient('Wrenna', 'Bellhaven', minePatient);
    mine = {
      client: await dentistClient(server, DEMO_EMAILS.frontDesk),
      practice: demo,
      name: await practiceName(demo.id),
      patient: 'Ashgrove',
      visitId: await seenToday(demo, minePatient),
      location: await renamedLocation(demo, 'Marlowe Quay office'),
    };
    theirs = {
      client: await dentistClient(server, OTHER_DESK),
      practice: other,
      name: await practiceName(other.id),
      patient: 'Bellhaven',
      visitId: await seenToday(other, theirPatient),
      location: await renamedLocation(other, 'Tessaly Row office'),
    };
    expect(mine.name).not.toBe(theirs.name);
    const estimate = await server.db.execute<{ id: number }>(
      sql`select id from estimates where practice_id = ${demo.id} order by id limit 1`,
    );
    myEstimateId = estimate.rows[0]!.id;
    const keys = await server.db.execute<{ member_id: string; date_of_birth: string }>(
      sql`select member_id, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth from patients where id = ${minePatient}`,
    );
    myPatientKeys = new URLSearchParams({ ...keys.rows[0]! });
    myPatientLink = `/eligibility?${myPatientKeys.toString()}`;
  }, 600_000);
  afterAll(() => server?.close());

  /** Every page the dentist portal draws, as each practice opens it. */
  const pagesOf = (side: Side) => [
    '/',
    '/patients',
    '/eligibility',
    '/visits',
    '/visits/new',
    `/visits/${side.visitId}`,
    '/estimates',
    '/estimates/new',
    '/reports',
    '/practice',
  ];

  it.each(['mine', 'theirs'] as const)(
    "draws each page for %s practice with its own data and none of the other's, never to be stored",
    async (which) => {
      const [own, other] = which === 'mine' ? [mine, theirs] : [theirs, mine];
      for (const url of pagesOf(own)) {
        const response = await page(own.client, url);
        expect(isDrawn(response.body, url), `${url} drawn (${notDrawn()})`).toBe(true);
        expect(response.headers['cache-control'], url).toBe('no-store, private');
        expect(response.body, url).toContain(FIRST_SCREEN_STATE_ID);
        // The practice (the navigation's call, in every page's state) is this front desk's own.
        expect(response.body, url).toContain(own.name);
        expect(response.body, url).not.toContain(other.name);
        expect(response.body, url).not.toContain(other.patient);
      }
      // Today's visit of its own patient, on the pages that list it.
      for (const url of ['/', '/patients', '/visits', `/visits/${own.visitId}`, '/reports']) {
        const response = await page(own.client, url);
        expect(response.body, url).toContain(own.patient);
      }
      // Record a visit's pickers: the practice's own locations (and dentists), none of the other's.
      const form = await page(own.client, '/visits/new');
      expect(form.body).toContain(own.location);
      expect(form.body).not.toContain(other.location);
    },
  );

  it("draws Record a visit and Create an estimate opened from a patient's link with the patient priced, looked up once", async () => {
    const lookUps = async () =>
      (
        await server.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log
          where action = 'eligibility_read' and details->>'call' = 'visit_pricing'`)
      ).rows[0]!.n;
    // Benefit Search's Create an estimate brings the procedures too (issue 26 item 22).
    const withCodes = new URLSearchParams(myPatientKeys);
    withCodes.set('codes', 'D1110,D0274');
    for (const url of [`/visits/new?${myPatientKeys.toString()}`, `/estimates/new?${withCodes.toString()}`]) {
      const before = await lookUps();
      const response = await page(mine.client, url);
      expect(isDrawn(response.body, url), `${url} drawn (${notDrawn()})`).toBe(true);
      expect(response.body, url).toContain(mine.patient);
      expect(response.body, url).not.toContain(theirs.patient);
      // The patient's shares as priced: the lines' and the total's, not the "find the patient" words.
      expect(response.body, url).toContain('Total: fee $');
      expect(await lookUps(), `${url}: the look-up audited once`).toBe(before + 1);
    }
    // The link's two lines, each priced (its fee shown, not the dash of a line not priced yet).
    const estimate = await page(mine.client, `/estimates/new?${withCodes.toString()}`);
    for (const n of [1, 2])
      expect(estimate.body).toMatch(new RegExp(`data-testid="line-${n}-shares"><span [^>]*>Fee (<!-- -->)?\\$\\d`));
  });

  it("does not draw the other practice's visit or estimate: the page is the plain one, with nothing of it", async () => {
    for (const url of [`/visits/${mine.visitId}`, `/estimates/${myEstimateId}`]) {
      const response = await page(theirs.client, url);
      expect(response.statusCode, url).toBe(200);
      expect(isDrawn(response.body, url), url).toBe(false);
      expect(response.body, url).not.toContain(FIRST_SCREEN_STATE_ID);
      expect(response.body, url).not.toContain(mine.patient);
      expect(response.body, url).not.toContain(mine.name);
    }
    // The practice's own estimate is drawn.
    const own = await page(mine.client, `/estimates/${myEstimateId}`);
    expect(isDrawn(own.body, `/estimates/${myEstimateId}`), notDrawn()).toBe(true);
  });

  it('holds every control of every drawn page until hydrated', async () => {
    const offenders: string[] = [];
    let held = 0;
    const variants = [
      `/estimates/${myEstimateId}`,
      myPatientLink,
      '/reports?date_type=payment_date',
      '/visits?page=2',
      `/visits/new?${myPatientKeys.toString()}`,
      // Two lines with their codes: each line's Remove and the Add a procedure button live in a browser's page.
      `/estimates/new?${myPatientKeys.toString()}&codes=D1110,D0274`,
    ];
    for (const url of [...pagesOf(mine), ...variants]) {
      const response = await page(mine.client, url);
      expect(isDrawn(response.body, url), `${url} drawn (${notDrawn()})`).toBe(true);
      const rule = controlsAgainstRule(response.body, url);
      expect(rule.buttons, url).toBeGreaterThan(0);
      held += rule.held;
      offenders.push(...rule.offenders);
    }
    expect(held, 'controls held until hydrated').toBeGreaterThan(0);
    expect(offenders, 'controls live before React has hydrated them').toEqual([]);
  });

  it('sends a locked screen plain: the lock is drawn by the browser only, over nothing of the practice', async () => {
    expect((await theirs.client.patch(PIN, { pin: '246810', password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await theirs.client.post(LOCK)).statusCode).toBe(200);
    const response = await page(theirs.client, '/visits');
    expect(isDrawn(response.body, '/visits')).toBe(false);
    expect(response.body).not.toContain(theirs.patient);
    expect(log.some((line) => line.includes('the screen is locked'))).toBe(true);
  });
});
