// Issue 27 item 6: the invoice PDF of a large company runs over pages, each with the table's header, every line and
// the total once at the end.
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { InvoiceDetails } from '@dental/domain';
import { pdfText } from '../../member/receipts/pdf-text.test-support.js';
import { INVOICE_FOOTNOTE, renderInvoicePdf } from './invoice-pdf.js';

function invoice(lineCount: number): InvoiceDetails {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    employee_id: i + 1,
    employee_name: `Employee ${String(i + 1).padStart(3, '0')}`,
    class: i % 2 === 0 ? 'Full-time' : null,
    plan_name: 'Gold Med',
    member_count: (i % 3) + 1,
    unit_price_cents: 4500,
    amount_cents: ((i % 3) + 1) * 4500,
  }));
  return {
    id: 31,
    month: '2030-02',
    issued_on: '2030-02-01',
    due_date: '2030-02-15',
    status: 'past_due',
    // 40 lines each of 1, 2 and 3 members: 240 members at $45.00.
    total_cents: lines.reduce((total, line) => total + line.amount_cents, 0),
    employee_count: lineCount,
    member_count: lines.reduce((total, line) => total + line.member_count, 0),
    paid_at: null,
    lines,
    payments: [],
  };
}

describe('the invoice PDF (issue 27 item 6)', () => {
  it('runs 120 lines over pages with the header on each, and the total once', async () => {
    const details = invoice(120);
    expect(details.total_cents).toBe(1_080_000);
    const pdf = Buffer.from(await renderInvoicePdf(details, 'Harbor Freightways LLC'));
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    expect(pages).toBe(3);
    const lines = pdfText(pdf).split('\n');
    for (const line of details.lines) expect(lines).toContain(line.employee_name);
    expect(lines.filter((line) => line === 'Per member')).toHaveLength(pages);
    expect(lines.filter((line) => line === 'Total')).toHaveLength(1);
    expect(lines[lines.indexOf('Total') + 1]).toBe('$10,800.00');
    expect(lines).toEqual(
      expect.arrayContaining(['Past due', 'Feb 15, 2030', 'February 2030', '240', ...INVOICE_FOOTNOTE]),
    );
  });
});
