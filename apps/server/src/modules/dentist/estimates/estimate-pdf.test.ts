// Issue 26 item 21: the estimate printout fits one page for up to 10 lines, with its totals and wording.
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { formatMoney, type PracticeEstimateDetails } from '@dental/domain';
import { pdfText } from '../../member/receipts/pdf-text.test-support.js';
import { ESTIMATE_NOT_A_GUARANTEE, renderEstimatePdf } from './estimate-pdf.js';

function estimate(lineCount: number): PracticeEstimateDetails {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    code: `D${String(2000 + i)}`,
    name: `Procedure ${i} with a description long enough to be cut to its column width`,
    service_type: 'BRS' as const,
    tooth: String(i + 1),
    surfaces: null,
    billed_cents: 20_000,
    allowed_cents: 15_000,
    plan_cents: 12_000,
    member_cents: 8_000,
    reduction_reason: 'annual maximum reached' as const,
  }));
  return {
    id: 12,
    estimate_date: '2025-05-01',
    valid_until: '2025-06-01',
    status: 'sent',
    expired: false,
    patient: { member_id: '123456789', name: 'Ana Carter' },
    date_of_birth: '1980-01-01',
    billed_cents: 20_000 * lineCount,
    allowed_cents: 15_000 * lineCount,
    plan_cents: 12_000 * lineCount,
    member_cents: 8_000 * lineCount,
    lines,
    created_by: 'Desk',
    sent_at: null,
    visit_id: null,
    voided: null,
  };
}

describe('the estimate printout (issue 26 item 21)', () => {
  it('fits one page for 10 lines, each reduced, with plan pays, patient pays and the wording', async () => {
    const details = estimate(10);
    const pdf = Buffer.from(
      await renderEstimatePdf(details, { practiceName: 'Bright Smile Dental', issuedOn: '2025-05-02' }),
    );
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const lines = pdfText(pdf).split('\n');
    for (const line of details.lines) expect(lines).toContain(line.code);
    expect(lines[lines.indexOf('Plan pays (estimated)') + 1]).toBe(formatMoney(details.plan_cents));
    expect(lines[lines.indexOf('Patient pays (estimated)') + 1]).toBe(formatMoney(details.member_cents));
    expect(lines).toEqual(expect.arrayContaining([...ESTIMATE_NOT_A_GUARANTEE]));
  });
});
