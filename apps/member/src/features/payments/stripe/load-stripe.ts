import { MSG_STRIPE_LOAD_FAILED, MSG_STRIPE_NOT_AVAILABLE } from '@dental/domain';

/** spec §7: the card provider's client script, loaded once from its versioned address. */
export const STRIPE_SCRIPT_URL = 'https://js.stripe.com/v3';

/** The part of Stripe.js Elements the card dialog uses (typed here rather than pulling a types package in). */
export interface StripeCardElement {
  mount: (target: HTMLElement) => void;
  destroy: () => void;
  on: (event: 'change', handler: (event: { complete: boolean; error?: { message: string } }) => void) => void;
}
export interface StripeElements {
  create: (type: 'card', options?: Record<string, unknown>) => StripeCardElement;
}
export interface StripeClient {
  elements: () => StripeElements;
  createPaymentMethod: (options: { type: 'card'; card: StripeCardElement }) => Promise<{
    paymentMethod?: { id: string };
    error?: { message?: string };
  }>;
}
type StripeConstructor = (publicKey: string) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeConstructor;
  }
}

let loading: Promise<StripeConstructor> | null = null;

function injectScript(): Promise<StripeConstructor> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_SCRIPT_URL;
    script.async = true;
    script.addEventListener('load', () => {
      if (window.Stripe) resolve(window.Stripe);
      else reject(new Error(MSG_STRIPE_NOT_AVAILABLE));
    });
    script.addEventListener('error', () => reject(new Error(MSG_STRIPE_LOAD_FAILED)));
    document.head.appendChild(script);
  });
}

/**
 * spec §7 and §8: loads Stripe.js once per page (a failed load may be tried again) and makes a client for
 * the start-up response's public key. Fails with 'Failed to load Stripe.js' or 'Stripe.js not available'.
 */
export async function loadStripe(publicKey: string): Promise<StripeClient> {
  if (typeof window === 'undefined') throw new Error(MSG_STRIPE_NOT_AVAILABLE);
  if (!window.Stripe) {
    loading ??= injectScript().catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  const Stripe = window.Stripe ?? (await loading);
  if (!Stripe) throw new Error(MSG_STRIPE_NOT_AVAILABLE);
  return Stripe(publicKey);
}
