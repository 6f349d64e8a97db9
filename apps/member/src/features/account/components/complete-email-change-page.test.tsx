import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { CompleteEmailChangePage } from './complete-email-change-page';

const routes = [{ path: '/complete-email-change', element: <CompleteEmailChangePage /> }];

describe('/complete-email-change', () => {
  it('completes the change once with the code of the link and shows the answer', async () => {
    const api = fakeApi({
      'member.completeEmailChange': () => json(200, { data: { message: 'Your email is now new@example.com.' } }),
    });
    renderScreen(routes, '/complete-email-change?code=c0de', { fetch: api.impl });
    expect(await screen.findByText('Your email is now new@example.com.')).toBeTruthy();
    expect(api.calls).toEqual([
      {
        name: 'member.completeEmailChange',
        method: 'POST',
        path: '/api/member/v4/user/complete-email-change/',
        body: { code: 'c0de' },
      },
    ]);
  });

  it('shows the server message for a used or expired code', async () => {
    const api = fakeApi({ 'member.completeEmailChange': () => json(400, { errors: 'This link has expired.' }) });
    renderScreen(routes, '/complete-email-change?code=old', { fetch: api.impl });
    expect(await screen.findByText('This link has expired.')).toBeTruthy();
  });
});
