import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildHello, buildMember, buildSession } from '@dental/domain/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';
import { fakeApi, json, type FakeHandlers } from '../testing/fake-api';
import { PortalApp } from './portal-app';

const hello = { data: buildHello({ instance: 'prod', environment: 'prod' }) };

function Profile() {
  const client = useApiClient();
  const user = useQuery({ queryKey: ['user'], queryFn: () => client.call('member.getMemberUser') });
  return <h1>{user.data ? user.data.data.email : 'Loading profile'}</h1>;
}

function start(path: string, handlers: FakeHandlers) {
  const api = fakeApi(handlers);
  vi.stubGlobal('fetch', api.impl);
  window.history.replaceState(null, '', path);
  render(<PortalApp portal="member" routes={{ protectedRoutes: [{ index: true, element: <Profile /> }] }} />);
  return api;
}

function setCookies(...cookies: string[]) {
  for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
}

beforeEach(() => {
  for (const name of ['member_access_present', 'member_refresh_present'])
    document.cookie = `${name}=; Max-Age=0; path=/`;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PortalApp', () => {
  it('sets the portal title and sends a signed-out visitor from / to sign-in', async () => {
    start('/', { 'shared.hello': () => json(200, hello) });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(window.location.pathname).toBe('/sign-in');
    expect(document.title).toBe('Member Portal');
  });

  it('shows an error toast when the start-up call fails twice', async () => {
    const api = start('/sign-in', { 'shared.hello': () => json(503, {}) });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The product is currently down for maintenance, please try again later.',
    );
    expect(api.calls.filter((c) => c.path === '/api/hello/')).toHaveLength(2);
  });

  it('refreshes first when only the refresh cookie is there, then shows the protected page', async () => {
    setCookies('member_refresh_present=1');
    const api = start('/', {
      'shared.hello': () => json(200, hello),
      'shared.tokenRefresh': () => {
        setCookies('member_access_present=1');
        return json(200, { data: buildSession() });
      },
      'member.getMemberUser': () => json(200, { data: buildMember({ email: 'jane@example.com' }) }),
    });
    expect(await screen.findByRole('heading', { name: 'jane@example.com' })).toBeTruthy();
    expect(api.calls.map((c) => c.name)).toContain('shared.tokenRefresh');
  });

  it('a 401 ends the session with the signed-out dialog and no toast', async () => {
    setCookies('member_access_present=1', 'member_refresh_present=1');
    start('/', {
      'shared.hello': () => json(200, hello),
      'member.getMemberUser': () => json(401, { errors: 'Token expired' }),
      'shared.logout': () => json(200, { data: { message: 'Signed out.' } }),
    });
    expect(await screen.findByRole('dialog', { name: 'You have been signed out' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
