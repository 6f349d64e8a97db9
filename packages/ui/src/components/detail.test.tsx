import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Detail } from './detail';

describe('Detail', () => {
  it('a wide value spans the whole row at every width, a phone’s two columns included', () => {
    // The dentist's patient card and the member's details card lay two columns out on a 360 px phone: a wide
    // value (coverage dates, an address) in one of them broke onto three lines. jsdom applies no media query,
    // so this reads the rule that holds at the smallest width.
    renderWithProviders(
      <dl style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
        <Detail label="Coverage dates" value="Jan 1, 2024 – ongoing" wide />
        <Detail label="Plan" value="Gold High" />
      </dl>,
    );
    const wide = screen.getByText('Jan 1, 2024 – ongoing').parentElement!;
    const narrow = screen.getByText('Gold High').parentElement!;
    expect(getComputedStyle(wide).gridColumn.replace(/\s/g, '')).toBe('1/-1');
    expect(getComputedStyle(narrow).gridColumn).toBe('');
  });
});
