import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { deferred, json, renderScreen } from '@dental/ui/testing';
import { memberApi } from '../../testing/member-api';
import { WordedOutlet } from './worded-outlet';

describe('WordedOutlet (spec §1 wording)', () => {
  it('keeps the page unseen until the wording is known, then shows it', async () => {
    const wording = deferred<Response>();
    const api = memberApi({ 'member.customUiData': () => wording.promise });
    renderScreen([{ element: <WordedOutlet />, children: [{ path: '/page', element: <p>In network</p> }] }], '/page', {
      fetch: api.impl,
    });
    const text = await screen.findByText('In network');
    expect(text.parentElement?.style.visibility).toBe('hidden');
    wording.resolve(json(200, { data: { is_healthshare: true } }));
    await screen.findByText('In network', { selector: '[data-wording="known"] > p' });
    expect(text.parentElement?.style.visibility).toBe('');
  });

  it('shows the page with the usual words when the wording call fails', async () => {
    const api = memberApi({ 'member.customUiData': () => json(500, {}) });
    renderScreen([{ element: <WordedOutlet />, children: [{ path: '/page', element: <p>In network</p> }] }], '/page', {
      fetch: api.impl,
    });
    expect(await screen.findByText('In network', { selector: '[data-wording="known"] > p' })).toBeTruthy();
  });
});
