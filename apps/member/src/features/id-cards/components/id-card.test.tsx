import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { wording } from '@dental/domain';
import { buildMemberIdCardData } from '@dental/domain/testing';
import { renderWithProviders } from '@dental/ui/testing';
import { IdCard } from './id-card';

describe('IdCard (issue 4: accessible on-screen card)', () => {
  it('shows name, member id, plan, network and customer service as text', () => {
    renderWithProviders(<IdCard card={buildMemberIdCardData()} word={(text) => text} />);
    const card = screen.getByRole('group', { name: 'Member ID card of Maria T. Lopez' });
    expect(within(card).getByText('100200300')).toBeTruthy();
    expect(within(card).getByText('Gold Medium')).toBeTruthy();
    expect(within(card).getByText('Gold')).toBeTruthy();
    expect(within(card).getByText('Customer service: (800) 555-0100')).toBeTruthy();
    expect(within(card).queryByText('Group')).toBeNull();
  });

  it('shows the group number on the member card for employer coverage (the group ID card is its own card)', () => {
    renderWithProviders(<IdCard card={buildMemberIdCardData({ group_number: 'ACME-0042' })} word={(text) => text} />);
    const card = screen.getByRole('group', { name: 'Member ID card of Maria T. Lopez' });
    expect(within(card).getByText('ACME-0042')).toBeTruthy();
  });

  it('uses the healthshare wording', () => {
    renderWithProviders(
      <IdCard card={buildMemberIdCardData({ network: null })} word={(text) => wording(text, true)} />,
    );
    const card = screen.getByRole('group');
    expect(within(card).getByText('Membership')).toBeTruthy();
    expect(within(card).getByText('Affiliation')).toBeTruthy();
    expect(within(card).getByText('No affiliation')).toBeTruthy();
  });
});
