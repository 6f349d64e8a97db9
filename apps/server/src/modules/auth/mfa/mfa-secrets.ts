// Keys and codes of the second factor (decision 0025). The TOTP secret is encrypted at rest (AES-256-GCM,
// bound to its user) and recovery and emailed codes are kept as HMACs, under keys derived from the app
// secret as the access-token key is (tokens.ts): a copy of the database alone neither reads a secret nor
// reverses a 6-digit code.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH, type Portal } from '@dental/domain';

const VERSION = 'v1';
/** A demo factor's secret, stored readable (it is public: the README lists it); only outside prod. */
const DEMO_PREFIX = 'demo.';

/** The stored form of the demo's fixed secret (seed-demo-mfa.ts): the seed has no app secret to encrypt with. */
export function demoTotpSecretValue(secret: string): string {
  return `${DEMO_PREFIX}${secret}`;
}

export class MfaSecrets {
  private readonly encryptionKey: Buffer;
  private readonly codeKey: Buffer;
  private readonly challengeKey: Buffer;

  constructor(
    appSecret: string,
    /** Whether demo factors are read (never in prod, where such a row signs nobody in). */
    private readonly acceptDemoSecrets: boolean,
  ) {
    const derive = (purpose: string) => createHmac('sha256', appSecret).update(purpose).digest();
    this.encryptionKey = derive('mfa-totp-secret-v1');
    this.codeKey = derive('mfa-code-v1');
    this.challengeKey = derive('mfa-challenge-v1');
  }

  /** 'v1.<iv>.<tag>.<ciphertext>' (base64url); the user id is authenticated data, so a row moved to another user fails. */
  encryptTotpSecret(secret: string, userId: number): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    cipher.setAAD(Buffer.from(`user:${userId}`));
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  decryptTotpSecret(stored: string, userId: number): string {
    if (stored.startsWith(DEMO_PREFIX)) {
      if (!this.acceptDemoSecrets) throw new Error('a demo TOTP secret outside the demo');
      return stored.slice(DEMO_PREFIX.length);
    }
    const [version, iv, tag, ciphertext] = stored.split('.');
    if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error('unreadable TOTP secret');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** The stored form of a recovery or emailed code (already normalised by the domain schema). */
  codeHash(kind: 'recovery' | 'email', userId: number, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${kind}|${userId}|${code}`).digest('base64url');
  }

  /** The challenge cookie: '<challenge id>.<MAC over the portal and the id>'. */
  signChallenge(portal: Portal, challengeId: string): string {
    return `${challengeId}.${this.challengeMac(portal, challengeId).toString('base64url')}`;
  }

  /** The challenge id a cookie carries when its MAC is this server's for this portal; else null. */
  readChallenge(portal: Portal, cookie: string | undefined): string | null {
    const match = cookie ? /^([0-9a-f-]{36})\.([\w-]{43})$/.exec(cookie) : null;
    if (!match?.[1] || !match[2]) return null;
    const expected = this.challengeMac(portal, match[1]);
    const given = Buffer.from(match[2], 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null;
  }

  private challengeMac(portal: Portal, challengeId: string): Buffer {
    return createHmac('sha256', this.challengeKey).update(`mfa-challenge|${portal}|${challengeId}`).digest();
  }
}

/** Ten codes like 'abcde-23456' (about 49 bits each), shown once; stored normalised ('abcde23456'). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** What a recovery code is stored and compared as (the domain schema normalises typed input the same way). */
export function normalisedRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}

/** A uniformly random 6-digit code (leading zeros kept). */
export function newEmailCode(): string {
  return String(randomInt(1_000_000)).padStart(6, '0');
}
