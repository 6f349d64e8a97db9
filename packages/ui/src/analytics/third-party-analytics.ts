// DESIGN §2 "Analytics": Mixpanel when the start-up response carries a token, the tag manager when it
// carries an id; neither blocks a screen (both load after the start-up call, Mixpanel as a lazy chunk).
import type { Portal } from '@dental/domain';
import type { Analytics, AnalyticsHub, EventProperties } from './analytics';

/** The start-up fields that switch analytics on. */
export interface AnalyticsSettings {
  mixpanel_api_token: string | null;
  tag_manager_id: string | null;
}

/** Mixpanel's browser SDK, loaded on demand; no personal data is sent (no IP, no people profiles). */
export async function loadMixpanel(token: string, portal: Portal): Promise<Analytics> {
  const { default: mixpanel } = await import('mixpanel-browser');
  mixpanel.init(token, { ip: false, persistence: 'localStorage', track_pageview: false });
  mixpanel.register({ portal });
  return { track: (event, properties) => mixpanel.track(event, properties) };
}

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** The tag manager: its script from its own host (the CSP allows it), events pushed to its data layer. */
export function loadTagManager(id: string, target: DataLayerWindow = window): Analytics {
  const dataLayer = (target.dataLayer ??= []);
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = target.document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  target.document.head.append(script);
  return { track: (event, properties?: EventProperties) => dataLayer.push({ event, ...properties }) };
}

/** Sends each event to every adapter given. */
export function fanOut(adapters: Analytics[]): Analytics {
  return { track: (event, properties) => adapters.forEach((adapter) => adapter.track(event, properties)) };
}

/** Switches the hub to the services the start-up response configures; keeps the default otherwise. */
export async function configureAnalytics(
  hub: AnalyticsHub,
  settings: AnalyticsSettings,
  portal: Portal,
): Promise<void> {
  const adapters: Analytics[] = [];
  if (settings.tag_manager_id) adapters.push(loadTagManager(settings.tag_manager_id));
  if (settings.mixpanel_api_token) {
    try {
      adapters.push(await loadMixpanel(settings.mixpanel_api_token, portal));
    } catch {
      // A blocked or failed SDK load leaves the product working without it.
    }
  }
  if (adapters.length > 0) hub.use(fanOut(adapters));
}
