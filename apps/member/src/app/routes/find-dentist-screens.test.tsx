import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildBenefit, buildMember } from '@dental/domain/testing';
import type { DentistSearchResponse, DentistSearchResult } from '@dental/domain';
import { QueryClient } from '@tanstack/react-query';
import { ApiClient } from '@dental/ui';
import { json, renderScreen } from '@dental/ui/testing';
import { memberApi } from '../../testing/member-api';
import { Component as FindDentistScreen, prefetch as prefetchFindDentist } from './find-dentist';
import { Component as PriceCheckScreen, prefetch as prefetchPriceCheck } from './price-check';

function result(
  id: number,
  name: string,
  latitude: number,
  longitude: number,
  inNetwork: boolean,
): DentistSearchResult {
  return {
    location_id: id,
    practice_id: id * 10,
    practice_name: name,
    location_name: name,
    address_line_1: `${id} Congress Ave`,
    address_line_2: null,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '5125550100',
    latitude,
    longitude,
    distance_miles: id,
    network: inNetwork ? 'gold' : 'out_of_network',
    in_network: inNetwork,
    accepting_new_patients: true,
    languages: ['English'],
    specialities: ['general dentist'],
    hours: { Monday: { open: '08:00', close: '17:00' } },
  };
}

const search: DentistSearchResponse = {
  data: [
    result(1, 'Bright Smile Dental', 30.27, -97.74, true),
    result(2, 'Lakeside Dental Studio', 30.3, -97.7, false),
  ],
  meta: {
    page: 1,
    page_size: 20,
    total: 2,
    total_capped: false,
    centre: { latitude: 30.27, longitude: -97.74 },
    radius_miles: 10,
    minimum_network: 'gold',
  },
};

describe('/find-dentist (issue 6)', () => {
  it('shows the same practices as pins and as a list, out of network marked, and keeps the selection in step', async () => {
    const api = memberApi({ 'member.dentistSearch': () => json(200, search) });
    renderScreen([{ path: '/find-dentist', Component: FindDentistScreen }], '/find-dentist?zip=78701', {
      fetch: api.impl,
    });
    const list = await screen.findByRole('list', { name: 'Dentists found' });
    const map = screen.getByRole('group', { name: 'Map of the 2 dentists listed' });
    const pins = within(map).getAllByRole('button');
    expect(pins.map((pin) => pin.getAttribute('data-location-id')).sort()).toEqual(['1', '2']);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Out of network')).toBeTruthy();

    // A pin chosen by keyboard highlights its entry; an entry's button highlights its pin.
    const lakeside = pins.find((pin) => pin.getAttribute('data-location-id') === '2');
    lakeside?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(list.querySelector('[data-location-id="2"]')?.getAttribute('aria-current')).toBe('true'),
    );
    const bright = within(list).getAllByRole('listitem')[0];
    await userEvent.click(within(bright as HTMLElement).getByRole('button', { name: 'Show on the map' }));
    await waitFor(() => expect(map.querySelector('[data-location-id="1"]')?.getAttribute('aria-pressed')).toBe('true'));
  });

  it('says "100+" when the search stopped counting, and offers the page after the counted ones', async () => {
    const capped: DentistSearchResponse = {
      data: search.data,
      meta: { ...search.meta, total: 100, total_capped: true, radius_miles: 25 },
    };
    const api = memberApi({ 'member.dentistSearch': () => json(200, capped) });
    renderScreen([{ path: '/find-dentist', Component: FindDentistScreen }], '/find-dentist?zip=78701&radius=25', {
      fetch: api.impl,
    });
    expect(await screen.findByText('100+ dentists within 25 miles')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('button', { name: 'Go to page 6' })).toBeTruthy();
    expect(within(pages).queryByRole('button', { name: 'Go to page 7' })).toBeNull();
  });

  it('checks the zip with the spec §5 rule before searching', async () => {
    const api = memberApi();
    renderScreen([{ path: '/find-dentist', Component: FindDentistScreen }], '/find-dentist', { fetch: api.impl });
    await userEvent.type(screen.getByRole('textbox', { name: 'Zip code' }), '787');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Invalid zip: enter 5 digits')).toBeTruthy();
    expect(api.calls.some((call) => call.path.includes('dentist-search'))).toBe(false);
  });

  it('refuses a sixth digit with the rule instead of cutting it (issue 26 item 9)', async () => {
    const api = memberApi();
    renderScreen([{ path: '/find-dentist', Component: FindDentistScreen }], '/find-dentist', { fetch: api.impl });
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    await userEvent.clear(zip);
    await userEvent.type(zip, '787011');
    expect(zip).toHaveProperty('value', '787011');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Invalid zip: enter 5 digits')).toBeTruthy();
    expect(api.calls.some((call) => call.path.includes('dentist-search'))).toBe(false);
  });
});

describe('/find-dentist drawn at the server (decision 0034)', () => {
  /** The API paths and queries the page's prefetch called, for the page's query string. */
  async function prefetched(queryString: string): Promise<string[]> {
    const api = memberApi({ 'member.dentistSearch': () => json(200, search) });
    const queryClient = new QueryClient();
    await prefetchFindDentist({ client: new ApiClient(api.impl), queryClient, search: queryString });
    return api.impl.mock.calls.map(([url]) => String(url));
  }

  it('prefetches the search of the query string it is given (not the window), with the frame', async () => {
    const urls = await prefetched('?zip=78701&radius=25');
    const searched = urls.filter((url) => url.includes('dentist-search'));
    expect(searched).toHaveLength(1);
    expect(new URL(searched[0] ?? '', 'http://x').searchParams.get('zip')).toBe('78701');
    expect(new URL(searched[0] ?? '', 'http://x').searchParams.get('radius')).toBe('25');
    expect(urls.some((url) => url.includes('/user/'))).toBe(true);
  });

  it('makes no search for a query the server would refuse, or none', async () => {
    expect((await prefetched('?zip=787')).filter((url) => url.includes('dentist-search'))).toEqual([]);
    expect((await prefetched('')).filter((url) => url.includes('dentist-search'))).toEqual([]);
  });
});

describe('/price-check (issue 6)', () => {
  it("starts the zip field at the member's own zip; a zip in the address wins", async () => {
    const member = renderScreen([{ path: '/price-check', Component: PriceCheckScreen }], '/price-check', {
      fetch: memberApi().impl,
    });
    expect(await screen.findByRole('textbox', { name: 'Zip code' })).toHaveProperty('value', buildMember().zip);
    member.unmount();
    renderScreen([{ path: '/price-check', Component: PriceCheckScreen }], '/price-check?zip=10001', {
      fetch: memberApi().impl,
    });
    expect(await screen.findByRole('textbox', { name: 'Zip code' })).toHaveProperty('value', '10001');
  });

  it('is not found for an in-office benefit (spec §2, §6)', async () => {
    const api = memberApi({ 'member.benefit': () => json(200, { data: buildBenefit({ benefit_type: 'in office' }) }) });
    const { router } = renderScreen(
      [
        { path: '/price-check', Component: PriceCheckScreen },
        { path: '*', element: <p>not found screen</p> },
      ],
      '/price-check',
      { fetch: api.impl },
    );
    await screen.findByText('not found screen');
    expect(router.state.location.pathname).not.toBe('/price-check');
  });

  it('prefetches the check of a complete query string it is given (drawn at the server, decision 0034)', async () => {
    const checked = async (queryString: string) => {
      // The answer does not matter here (a refused zip), only which check the prefetch asked for.
      const api = memberApi({ 'member.priceCheck': () => json(400, { errors: { zip: 'Unknown zip code' } }) });
      await prefetchPriceCheck({
        client: new ApiClient(api.impl),
        queryClient: new QueryClient(),
        search: queryString,
      });
      return api.impl.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('price-check'));
    };
    const [url] = await checked('?codes=D2740&patient_id=7&zip=78701');
    expect(new URL(url ?? '', 'http://x').searchParams.get('codes')).toBe('D2740');
    expect(new URL(url ?? '', 'http://x').searchParams.get('zip')).toBe('78701');
    // An incomplete query is not checked (the form asks for the rest).
    expect(await checked('?codes=D2740&zip=78701')).toEqual([]);
  });
});
