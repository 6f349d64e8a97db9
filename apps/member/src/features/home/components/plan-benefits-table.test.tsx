import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { buildBenefit } from '@dental/domain/testing';
import { renderWithProviders } from '@dental/ui/testing';
import { REMAINING_TEXT_COLOR } from '@dental/ui';
import { PlanBenefitsTable } from './plan-benefits-table';

function rowsOf() {
  return within(screen.getByRole('table', { name: 'Plan benefits' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));
}

function remainingCell(label: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name: label }).closest('tr');
  const cells = row ? within(row).getAllByRole('cell') : [];
  const last = cells[cells.length - 1];
  if (!last) throw new Error(`no row ${label}`);
  return last;
}

describe('PlanBenefitsTable (spec §2)', () => {
  it('shows only the Individual row when there is no family or ortho limit', () => {
    renderWithProviders(<PlanBenefitsTable benefit={buildBenefit()} label="Plan benefits" />);
    expect(rowsOf()).toEqual([['Individual (annual max)', '$1,500.00', '$250.00', '$1,250.00']]);
  });

  it('adds Family and Ortho rows when their limits exist', () => {
    const benefit = buildBenefit({
      family_benefit_limit: 450000,
      family_benefit_used: 100000,
      family_benefit_remaining: 350000,
      ortho_benefit_limit: 200000,
      ortho_benefit_used: 200000,
      ortho_benefit_remaining: 0,
    });
    renderWithProviders(<PlanBenefitsTable benefit={benefit} label="Plan benefits" />);
    expect(rowsOf()).toEqual([
      ['Individual (annual max)', '$1,500.00', '$250.00', '$1,250.00'],
      ['Family (annual max)', '$4,500.00', '$1,000.00', '$3,500.00'],
      ['Ortho (lifetime max)', '$2,000.00', '$2,000.00', '$0.00'],
    ]);
  });

  it('colours the remaining amount: primary when positive, error when none left, neutral for a 0 limit, secondary when unknown', () => {
    const benefit = buildBenefit({
      dental_benefit_limit: 0,
      dental_benefit_used: 0,
      dental_benefit_remaining: 0,
      family_benefit_limit: 450000,
      family_benefit_used: 500000,
      family_benefit_remaining: -50000,
      ortho_benefit_limit: 200000,
      ortho_benefit_used: 0,
      ortho_benefit_remaining: 200000,
    });
    renderWithProviders(<PlanBenefitsTable benefit={benefit} label="Plan benefits" />);
    expect(remainingCell('Individual (annual max)').dataset.remainingColor).toBe('neutral');
    expect(remainingCell('Family (annual max)').dataset.remainingColor).toBe('error');
    expect(remainingCell('Ortho (lifetime max)').dataset.remainingColor).toBe('primary');
    // The theme's colours: text secondary, error and primary main.
    expect(getComputedStyle(remainingCell('Family (annual max)')).color).toBe('rgb(179, 38, 30)');
    expect(getComputedStyle(remainingCell('Ortho (lifetime max)')).color).toBe('rgb(11, 107, 115)');
    expect(getComputedStyle(remainingCell('Individual (annual max)')).color).toBe('rgb(75, 92, 103)');
  });

  it('shows an unknown remaining amount as not available, in the secondary colour', () => {
    const benefit = buildBenefit({
      family_benefit_limit: 450000,
      family_benefit_used: null,
      family_benefit_remaining: null,
    });
    renderWithProviders(<PlanBenefitsTable benefit={benefit} label="Plan benefits" />);
    const cell = remainingCell('Family (annual max)');
    expect(cell.textContent).toBe('Not available');
    expect(cell.dataset.remainingColor).toBe('secondary');
    expect(getComputedStyle(cell).color).toBe('rgb(63, 86, 119)');
    expect(REMAINING_TEXT_COLOR.secondary).toBe('secondary.main');
  });
});
