// The known-device cookie (OWASP "device cookies", decision 0011): a browser that signed in to an account
// gets a signed mark of it, and its later attempts on that account are throttled on their own, so a stranger's
// guesses never slow its owner down. The cookie names no account: it holds a random device id and a MAC over
// the portal, the account key and that id.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Portal } from '@dental/domain';

/** How long a browser stays known without signing in again. */
export const KNOWN_DEVICE_DAYS = 180;

export function knownDeviceCookieName(portal: Portal): string {
  return `${portal}_device`;
}

export class KnownDevices {
  constructor(
    private readonly secret: string,
    private readonly portal: Portal,
  ) {}

  private mac(accountKey: string, deviceId: string): Buffer {
    return createHmac('sha256', this.secret).update(`known-device|${this.portal}|${accountKey}|${deviceId}`).digest();
  }

  private parts(cookie: string | undefined): { deviceId: string; mac: string } | null {
    const match = cookie ? /^([\w-]{22})\.([\w-]{43})$/.exec(cookie) : null;
    return match?.[1] && match[2] ? { deviceId: match[1], mac: match[2] } : null;
  }

  /** The device id when the cookie marks this browser as having signed in to the account; else null. */
  deviceFor(cookie: string | undefined, accountKey: string): string | null {
    const parts = this.parts(cookie);
    if (!parts) return null;
    const expected = this.mac(accountKey, parts.deviceId);
    const given = Buffer.from(parts.mac, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? parts.deviceId : null;
  }

  /** The cookie value after a successful sign-in: the browser's device id (kept, or new), signed for the account. */
  issue(cookie: string | undefined, accountKey: string): string {
    const deviceId = this.parts(cookie)?.deviceId ?? randomBytes(16).toString('base64url');
    return `${deviceId}.${this.mac(accountKey, deviceId).toString('base64url')}`;
  }
}
