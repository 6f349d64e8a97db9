// TOTP (RFC 6238, 6 digits, 30 s, SHA-1: what every authenticator app reads) through otplib, and its QR code.
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** One step either side of now: a phone clock a little off still works (RFC 6238 §5.2). */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app scans. */
export function totpUri(input: { issuer: string; account: string; secret: string }): string {
  return generateURI({ issuer: input.issuer, label: input.account, secret: input.secret });
}

/** The URI as a QR code: an SVG data URL the page shows as an image (the portal bundles no QR code library). */
export async function qrSvgDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step of a right code, or null. A code of `afterStep` or an earlier step is refused: a code seen
 * once (over a shoulder, in a phishing proxy) cannot be played again (ASVS 5.0 §6.5).
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code an authenticator app shows at `at` (tests; the demo's printed sign-in). */
export function totpCodeAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}
