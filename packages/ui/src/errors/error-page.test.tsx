import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SUPPORT_EMAIL } from '@dental/domain';
import { renderWithProviders } from '../testing/render';
import { SupportEmailContext } from '../portal/support-email';
import { ErrorPage } from './error-page';

describe('ErrorPage', () => {
  it('always says Sorry!, the problem line and the support contact', () => {
    renderWithProviders(<ErrorPage variant="generic" />);
    expect(screen.getByRole('heading', { name: 'Sorry!' })).toBeTruthy();
    expect(screen.getByText("There's a problem on our end.")).toBeTruthy();
    const mail = screen.getAllByRole('link', { name: DEFAULT_SUPPORT_EMAIL });
    expect(mail[0]?.getAttribute('href')).toBe(`mailto:${DEFAULT_SUPPORT_EMAIL}`);
  });

  it('uses the support address from the start-up response', () => {
    renderWithProviders(
      <SupportEmailContext value="help@dental.test">
        <ErrorPage variant="generic" />
      </SupportEmailContext>,
    );
    expect(screen.getAllByRole('link', { name: 'help@dental.test' }).length).toBeGreaterThan(0);
  });

  it('chunk variant asks to refresh and Refresh reloads', async () => {
    const reload = vi.fn();
    renderWithProviders(<ErrorPage variant="chunk-load" onReload={reload} />);
    expect(
      screen.getByText('The portal has been updated, please refresh your browser tab to get the latest changes.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('offline variant says so and Try Again reloads', async () => {
    const reload = vi.fn();
    renderWithProviders(<ErrorPage variant="offline" onReload={reload} />);
    expect(screen.getByText('You appear to be offline. Please check your internet connection.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('generic variant links back to the home page', () => {
    renderWithProviders(<ErrorPage variant="generic" />);
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });
});
