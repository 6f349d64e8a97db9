// Issue 28 (decision 0067): the employer portal's signed-in pages drawn at the server, as the server sends them
// from the employer's real build (its server render, dist-server/render.mjs, brought up to date first). Each page
// is drawn for the HR admins of two companies (Acme, which enrols here, and Harbor, which enrols by EDI), each
// with an employee and an invoice of its own, and compared: each sees its own company and employees and nothing
// of the other's; the other company's employee and invoice are not drawn at all (their calls answer 404, so the
// browser's page goes to its 404 screen as before); every control waits for React.
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STATE_ID, SERVER_RENDER } from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import type { TestClient } from '../testing/test-client.js';
import { DEMO_EMAILS } from '../seed/demo-accounts.js';
import { companyAdmin, companyOf } from '../modules/employer/census/census.test-support.js';
import { enrolInvoiceFamilies, invoiceMonth } from '../modules/employer/invoices/invoices.test-support.js';
import { buildPortals, controlsAgainstRule, ROOT } from './drawn-page-controls.test-support.js';

const EMPLOYER_DIST = `${ROOT}apps/employer/dist`;
/** The month both companies are invoiced for: every test employee is covered in it. */
const MONTH = '2030-02';

/** One company as the test sees it: its admin, its name, its employee's last name, its employee and invoice. */
interface Side {
  client: TestClient;
  email: string;
  name: string;
  employee: string;
  employeeId: number;
  invoiceId: number;
}

const page = (client: TestClient, url: string) => client.get(url, { headers: { accept: 'text/html' } });
const isDrawn = (html: string, url: string) => html.includes(`<div id="root" data-prerendered="${url.split('?')[0]}">`);
/** What React drew in #root, without the page's first-screen state after it (which holds every answer). */
const drawnMarkup = (html: string) => {
  const root = html.indexOf('<div id="root"');
  return html.slice(root, html.indexOf(FIRST_SCREEN_STATE_ID, root));
};

describe('the employer pages drawn at the server, for two companies (issue 28, decision 0067)', () => {
  let server: TestServer;
  let mine: Side;
  let theirs: Side;
  // The server says at info why a page was not drawn (server-rendered-page.ts): a failure shows it.
  const log: string[] = [];
  const notDrawn = () => log.filter((line) => line.includes('not drawn')).join('; ');

  /** Renames the company's employee `employeeId` (their patient), so the name is found only where it belongs. */
  const rename = async (employeeId: number, firstName: string, lastName: string) => {
    await server.db.execute(sql`update patients set first_name = ${firstName}, last_name = ${lastName}
      where id = (select patient_id from employees where id = ${employeeId})`);
  };

  const sideOf = async (email: string, lastName: string, employeeId: number): Promise<Side> => {
    const companyId = await companyOf(server, email);
    await rename(employeeId, 'Quinta', lastName);
    const invoiceId = await invoiceMonth(server, companyId, MONTH);
    const name = await server.db.execute<{ name: string }>(sql`select name from employers where id = ${companyId}`);
    return {
      client: await companyAdmin(server, email),
      email,
      name: name.rows[0]!.name,
      employee: lastName,
      employeeId,
      invoiceId: invoiceId!,
    };
  };

  beforeAll(async () => {
    buildPortals();
    expect(existsSync(`${ROOT}apps/employer/${SERVER_RENDER.dir}/${SERVER_RENDER.file}`), 'the server render').toBe(
      true,
    );
    server = await createTestServer({
      portal: 'employer',
      portalDistDir: EMPLOYER_DIST,
      env: { SERVER_RENDER_BOUND_MS: '20000' },
      logLines: log,
    });
    // Harbor (the EDI company) has no employees in the demo world: three families, as an 834 would enrol them.
    const harborId = await companyOf(server, DEMO_EMAILS.employerEdi);
    const [harborEmployee] = await enrolInvoiceFamilies(server, harborId);
    // Acme's employee covered in the invoiced month, the first by id.
    const acmeId = await companyOf(server, DEMO_EMAILS.employer);
    const acme = await server.db.execute<{ id: number }>(sql`select e.id from employees e
      join benefits b on b.patient_id = e.patient_id and b.employer_id = e.employer_id
      where e.employer_id = ${acmeId} and b.start_date <= '2030-02-01'
        and (b.end_date is null or b.end_date >= '2030-02-01') order by e.id limit 1`);
    mine = await sideOf(DEMO_EMAILS.employer, 'Ashgrovelin', acme.rows[0]!.id);
    theirs = await sideOf(DEMO_EMAILS.employerEdi, 'Bellhavenor', harborEmployee!);
    expect(mine.name).not.toBe(theirs.name);
  }, 600_000);
  afterAll(() => server?.close());

  /** Every page the employer portal draws, as each company opens it. */
  const pagesOf = (side: Side) => [
    '/',
    '/employees/new',
    `/employees/${side.employeeId}`,
    `/employees/${side.employeeId}/edit`,
    '/census',
    '/edi',
    '/company',
    '/users',
    '/plan',
    '/bank',
    '/invoices',
    `/invoices/${side.invoiceId}`,
  ];
  /** The pages that show the company's employee: the list, the employee, the edit form, the invoice's lines. */
  const withEmployee = (side: Side) => [
    '/',
    `/employees/${side.employeeId}`,
    `/employees/${side.employeeId}/edit`,
    `/invoices/${side.invoiceId}`,
  ];
  /** The pages that read the company profile (its EDI lock, its bank gate, the company page). */
  const withCompany = (side: Side) => pagesOf(side).filter((url) => !['/users', '/plan', '/bank'].includes(url));

  it.each(['mine', 'theirs'] as const)(
    "draws each page for %s company with its own data and none of the other's, never to be stored",
    async (which) => {
      const [own, other] = which === 'mine' ? [mine, theirs] : [theirs, mine];
      for (const url of pagesOf(own)) {
        const response = await page(own.client, url);
        expect(isDrawn(response.body, url), `${url} drawn (${notDrawn()})`).toBe(true);
        expect(response.headers['cache-control'], url).toBe('no-store, private');
        expect(response.body, url).toContain(FIRST_SCREEN_STATE_ID);
        expect(response.body, url).not.toContain(other.name);
        expect(response.body, url).not.toContain(other.employee);
        expect(response.body, url).not.toContain(other.email);
        if (withCompany(own).includes(url)) expect(response.body, url).toContain(own.name);
        if (withEmployee(own).includes(url)) expect(response.body, url).toContain(own.employee);
      }
      expect((await page(own.client, '/users')).body).toContain(own.email);
    },
  );

  it('draws the employees list of the address: its search, its filters', async () => {
    const found = await page(mine.client, `/?q=${mine.employee}`);
    expect(isDrawn(found.body, '/'), notDrawn()).toBe(true);
    expect(drawnMarkup(found.body)).toContain(mine.employee);
    expect(drawnMarkup(found.body)).toContain(`value="${mine.employee}"`);
    // The other company's name finds nothing here; the unfiltered first page (the plan filter's choices) is in the
    // page's state, not in its list.
    const none = await page(mine.client, `/?q=${theirs.employee}&status=active`);
    expect(isDrawn(none.body, '/'), notDrawn()).toBe(true);
    expect(drawnMarkup(none.body)).not.toContain(mine.employee);
    expect(drawnMarkup(none.body)).toContain('No results found');
  });

  it("does not draw the other company's employee or invoice: the page is the plain one, with nothing of it", async () => {
    for (const url of [
      `/employees/${mine.employeeId}`,
      `/employees/${mine.employeeId}/edit`,
      `/invoices/${mine.invoiceId}`,
    ]) {
      const response = await page(theirs.client, url);
      expect(response.statusCode, url).toBe(200);
      expect(isDrawn(response.body, url), url).toBe(false);
      expect(response.body, url).not.toContain(FIRST_SCREEN_STATE_ID);
      expect(response.body, url).not.toContain(mine.employee);
      expect(response.body, url).not.toContain(mine.name);
    }
    expect(log.some((line) => line.includes('a first-screen call failed'))).toBe(true);
  });

  it('reads the employee through the audited handler once per drawn page, as the browser would', async () => {
    const reads = async () =>
      (
        await server.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log
          where action = 'employee_read' and (details->>'employee_id')::int = ${mine.employeeId}`)
      ).rows[0]!.n;
    const before = await reads();
    const url = `/employees/${mine.employeeId}`;
    expect(isDrawn((await page(mine.client, url)).body, url), notDrawn()).toBe(true);
    expect(await reads()).toBe(before + 1);
  });

  it('holds every control of every drawn page until hydrated, for both companies', async () => {
    const offenders: string[] = [];
    let held = 0;
    const variants = [`/?q=${mine.employee}`, '/?status=active&page=2'];
    for (const [side, urls] of [
      [mine, [...pagesOf(mine), ...variants]],
      [theirs, pagesOf(theirs)],
    ] as const) {
      for (const url of urls) {
        const response = await page(side.client, url);
        expect(isDrawn(response.body, url), `${url} drawn (${notDrawn()})`).toBe(true);
        const rule = controlsAgainstRule(response.body, url);
        expect(rule.buttons, url).toBeGreaterThan(0);
        held += rule.held;
        offenders.push(...rule.offenders);
      }
    }
    expect(held, 'controls held until hydrated').toBeGreaterThan(0);
    expect(offenders, 'controls live before React has hydrated them').toEqual([]);
  });
});
