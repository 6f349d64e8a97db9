import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { NotificationBanner } from './notification-banner';
import { NotificationStore } from './notification-store';

function setup(onReload = vi.fn()) {
  const store = new NotificationStore();
  renderWithProviders(
    <>
      <p>Page text</p>
      <NotificationBanner store={store} onReload={onReload} />
    </>,
  );
  return { store, onReload };
}

// A block body: act then takes the synchronous overload (a value-returning callback makes it return a promise).
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('NotificationBanner', () => {
  it.each(['success', 'warning', 'info'] as const)('a %s banner closes by itself after 4000 ms', (severity) => {
    const { store } = setup();
    act(() => void store.notify({ severity, message: 'Saved.' }));
    expect(screen.getByRole('alert').textContent).toContain('Saved.');
    advance(3999);
    expect(screen.queryByRole('alert')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an error banner never closes by itself', () => {
    const { store } = setup();
    act(() => void store.notify({ severity: 'error', message: 'Not found.' }));
    advance(60_000);
    expect(screen.getByRole('alert').textContent).toContain('Not found.');
  });

  it('a banner with an action never closes by itself', () => {
    const { store } = setup();
    const onClick = vi.fn();
    act(() => void store.notify({ severity: 'info', message: 'New version', action: { label: 'Reload', onClick } }));
    advance(60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a null duration disables the timeout', () => {
    const { store } = setup();
    act(() => void store.notify({ severity: 'success', message: 'Stays', durationMs: null }));
    advance(60_000);
    expect(screen.queryByRole('alert')).not.toBeNull();
  });

  it('closes with its close button but not by clicking away', () => {
    const { store } = setup();
    act(() => void store.notify({ severity: 'error', message: 'Oops' }));
    fireEvent.click(screen.getByText('Page text'));
    advance(10);
    expect(screen.queryByRole('alert')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('splits the message on line breaks', () => {
    const { store } = setup();
    act(() => void store.notify({ severity: 'error', message: 'First line\nSecond line' }));
    const lines = screen.getByRole('alert').querySelectorAll('span');
    expect([...lines].map((line) => line.textContent)).toEqual(['First line', 'Second line']);
  });

  it('the reconnect banner counts down 15 seconds, then reloads', () => {
    const { store, onReload } = setup();
    act(() => void store.notifyReconnect('Connection lost.'));
    expect(screen.getByRole('alert').textContent).toContain('Reloading in 15 seconds');
    // One second at a time: each tick renders before the next timer starts.
    for (let second = 0; second < 14; second += 1) advance(1000);
    expect(screen.getByRole('alert').textContent).toContain('Reloading in 1 second.');
    expect(onReload).not.toHaveBeenCalled();
    advance(1000);
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('Try Now reloads at once', () => {
    const { store, onReload } = setup();
    act(() => void store.notifyReconnect('Connection lost.'));
    fireEvent.click(screen.getByRole('button', { name: 'Try Now' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('a new banner replaces the open one', () => {
    const { store } = setup();
    act(() => void store.notify({ severity: 'error', message: 'One' }));
    act(() => void store.notify({ severity: 'success', message: 'Two' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Two');
  });
});
