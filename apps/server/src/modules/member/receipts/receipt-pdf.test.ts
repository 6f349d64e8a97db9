import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { REFUNDED_TO_CARD_LABEL, formatMoney, type AppointmentDetails } from '@dental/domain';
import { renderReceiptPdf } from './receipt-pdf.js';
import { pdfText } from './pdf-text.test-support.js';

function visit(lineCount: number): AppointmentDetails {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    code: `D${String(1000 + i)}`,
    name:
      i === 0 ? 'Resin-based composite, four or more surfaces, posterior (a very long description)' : `Procedure ${i}`,
    tooth: i % 2 === 0 ? String((i % 32) + 1) : null,
    billed_cents: 10_000 + i,
    allowed_cents: 8_000 + i,
    plan_cents: 6_000,
    member_cents: 2_000 + i,
    reduction_reason: i === 1 ? ('annual maximum reached' as const) : null,
  }));
  const sum = (key: 'billed_cents' | 'allowed_cents' | 'plan_cents' | 'member_cents') =>
    lines.reduce((s, l) => s + l[key], 0);
  return {
    id: 77,
    patient: { id: 1, name: 'Zoë Müller' },
    practice: {
      id: 2,
      name: 'Bright (Smile) Dental',
      address_line_1: '1 Main St',
      address_line_2: 'Suite 2',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phone: '5125550100',
    },
    dentist: null,
    date: '2025-03-04',
    payment_date: null,
    status: 'completed',
    lines,
    totals: {
      billed_cents: sum('billed_cents'),
      allowed_cents: sum('allowed_cents'),
      plan_cents: sum('plan_cents'),
      member_cents: sum('member_cents'),
    },
    payments: [],
    balance_cents: sum('member_cents'),
    refunded_cents: 0,
  };
}

describe('the itemized receipt PDF (issue 5)', () => {
  it('fits one page for up to 10 lines, every line reduced and three payments (issue 26 item 21: the printout)', async () => {
    const appointment = visit(10);
    appointment.lines = appointment.lines.map((l) => ({ ...l, reduction_reason: 'annual maximum reached' as const }));
    appointment.payments = [1, 2, 3].map((n) => ({
      date: `2025-03-0${n}`,
      amount_cents: 1_000 * n,
      method: 'cash' as const,
    }));
    const pdf = Buffer.from(
      await renderReceiptPdf(appointment, { issuer: 'Example Dental Benefits', issuedOn: '2025-04-01' }),
    );
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const lines = pdfText(pdf).split('\n');
    expect(lines).toContain('D1009');
    expect(lines).toContain('Balance due');
  });

  it('runs onto more pages for a long visit, repeating the column headers, with every line and the totals', async () => {
    const appointment = visit(70);
    const pdf = Buffer.from(
      await renderReceiptPdf(appointment, { issuer: 'Example Dental Benefits', issuedOn: '2025-04-01' }),
    );
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const lines = pdfText(pdf).split('\n');
    for (const line of appointment.lines) expect(lines).toContain(line.code);
    expect(lines.filter((l) => l === 'Member share').length).toBe(doc.getPageCount());
    const totals = lines.indexOf('Totals');
    expect(lines.slice(totals + 1, totals + 5)).toEqual([
      formatMoney(appointment.totals.billed_cents),
      formatMoney(appointment.totals.allowed_cents),
      formatMoney(appointment.totals.plan_cents),
      formatMoney(appointment.totals.member_cents),
    ]);
    // No payments: all of the member share is still due.
    expect(lines).toContain('No payments yet.');
    expect(lines[lines.indexOf('Balance due') + 1]).toBe(formatMoney(appointment.totals.member_cents));
    expect(lines).toContain('Reduced: annual maximum reached');
  });

  it('writes names outside ASCII in the font encoding, escapes parentheses, cuts a long description to its column', async () => {
    const pdf = Buffer.from(
      await renderReceiptPdf(visit(2), { issuer: 'Example Dental Benefits', issuedOn: '2025-04-01' }),
    );
    const lines = pdfText(pdf).split('\n');
    expect(lines).toContain('Zoë Müller');
    expect(lines).toContain('Bright (Smile) Dental');
    expect(lines).toContain('Suite 2');
    expect(lines).toContain('Not recorded');
    const cut = lines.find((l) => l.startsWith('Resin-based composite'));
    expect(cut).toMatch(/\.\.\.$/);
    expect(cut?.length).toBeLessThan(
      'Resin-based composite, four or more surfaces, posterior (a very long description)'.length,
    );
  });

  it('a voided visit whose card payment was refunded says "Refunded to card" and the amount (decision 0048)', async () => {
    const refunded = { ...visit(2), status: 'voided' as const, balance_cents: 0, refunded_cents: 3_850 };
    const plain = pdfText(
      Buffer.from(await renderReceiptPdf(visit(2), { issuer: 'Example Dental Benefits', issuedOn: '2025-04-01' })),
    ).split('\n');
    expect(plain).not.toContain(REFUNDED_TO_CARD_LABEL);
    const lines = pdfText(
      Buffer.from(await renderReceiptPdf(refunded, { issuer: 'Example Dental Benefits', issuedOn: '2025-04-01' })),
    ).split('\n');
    expect(lines[lines.indexOf(REFUNDED_TO_CARD_LABEL) + 1]).toBe('$38.50');
  });
});
