import { describe, expect, it } from 'vitest';
import { AnalyticsHub, type Analytics } from './analytics';
import { configureAnalytics, fanOut, loadTagManager } from './third-party-analytics';

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

describe('third-party analytics', () => {
  it('loads the tag manager from its own host and pushes events to its data layer', () => {
    const target = window as DataLayerWindow;
    const adapter = loadTagManager('GTM-ABC123', target);
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(script?.async).toBe(true);
    adapter.track('sign_in', { portal: 'member' });
    expect(target.dataLayer?.at(-1)).toEqual({ event: 'sign_in', portal: 'member' });
    script?.remove();
  });

  it('sends each event to every adapter', () => {
    const seen: string[] = [];
    const recorder = (name: string): Analytics => ({ track: (event) => seen.push(`${name}:${event}`) });
    fanOut([recorder('a'), recorder('b')]).track('logout');
    expect(seen).toEqual(['a:logout', 'b:logout']);
  });

  it('keeps the default adapter when the start-up response configures nothing', async () => {
    const seen: string[] = [];
    const hub = new AnalyticsHub({ track: (event) => seen.push(event) });
    await configureAnalytics(hub, { mixpanel_api_token: null, tag_manager_id: null }, 'member');
    hub.track('still-default');
    expect(seen).toEqual(['still-default']);
  });

  it('switches the hub to the tag manager when an id is configured', async () => {
    const seen: string[] = [];
    const hub = new AnalyticsHub({ track: (event) => seen.push(event) });
    await configureAnalytics(hub, { mixpanel_api_token: null, tag_manager_id: 'GTM-XYZ' }, 'admin');
    hub.track('opened');
    expect(seen).toEqual([]);
    expect((window as DataLayerWindow).dataLayer?.at(-1)).toEqual({ event: 'opened' });
    document.head.querySelector('script[src*="googletagmanager"]')?.remove();
  });
});
