/** Properties sent with an event. */
export type EventProperties = Record<string, string | number | boolean>;

/** DESIGN §2 "Analytics": the product-analytics port. Never blocks a screen: calls return at once. */
export interface Analytics {
  track(event: string, properties?: EventProperties): void;
}

/**
 * The default adapter: logs in development, does nothing in production. When the start-up response
 * configures Mixpanel or the tag manager, configureAnalytics() replaces it through AnalyticsHub.use().
 */
export function createDevAnalytics(isDev: boolean = import.meta.env.DEV && import.meta.env.MODE !== 'test'): Analytics {
  return {
    track(event, properties) {
      // eslint-disable-next-line no-console -- development aid only
      if (isDev) console.info('[analytics]', event, properties ?? {});
    },
  };
}

/** Forwards events to the current adapter; swallowing its failures (analytics never breaks a screen). */
export class AnalyticsHub implements Analytics {
  constructor(private adapter: Analytics = createDevAnalytics()) {}

  use(adapter: Analytics): void {
    this.adapter = adapter;
  }

  track = (event: string, properties?: EventProperties): void => {
    try {
      this.adapter.track(event, properties);
    } catch {
      // Analytics must never break the product.
    }
  };
}
