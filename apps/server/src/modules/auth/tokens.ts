// Access tokens (HS256 JWT via fast-jwt) and opaque refresh tokens (issue 3). Refresh tokens and reset codes
// are kept in the database only as SHA-256 hashes.
//
// fast-jwt, not jose: every API call verifies a token, and jose only offers WebCrypto, whose HMAC is an
// asynchronous job (plus a key import per call): about a fifth of the CPU of a small member call. fast-jwt
// signs and verifies synchronously with node:crypto and keeps an LRU cache of verified tokens.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { z } from 'zod';
import { accountTypeSchema, type Portal } from '@dental/domain';

const accessClaimsSchema = z.object({
  sub: z.string().regex(/^[1-9][0-9]*$/),
  sid: z.uuid(),
  portal: accountTypeSchema,
  aud: z.string(),
  iat: z.number(),
  exp: z.number(),
});

/** What a verified access token says; `expiresAt` is checked by the caller against its clock. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
  portal: Portal;
  expiresAt: Date;
}

const audienceOf = (portal: Portal) => `dental-${portal}`;

/** Verified tokens kept: about one per active session of a portal instance. */
const VERIFIED_CACHE_SIZE = 10_000;

/** Signs and reads the access tokens of one portal. */
export class AccessTokens {
  private readonly signer: (payload: Record<string, unknown>) => string;
  private readonly verifier: (token: string) => unknown;

  constructor(
    secret: string,
    private readonly portal: Portal,
  ) {
    // A key of its own per portal, derived from the app secret (which also signs XSRF tokens).
    const key = createHmac('sha256', secret).update(`access-token-v1|${portal}`).digest();
    this.signer = createSigner({ key, algorithm: 'HS256' });
    // Expiry is not checked here (see read); the cache keeps a verified token for at most 10 minutes.
    this.verifier = createVerifier({
      key,
      algorithms: ['HS256'],
      allowedAud: audienceOf(portal),
      ignoreExpiration: true,
      cache: VERIFIED_CACHE_SIZE,
    });
  }

  sign(input: { userId: number; sessionId: string; issuedAt: Date; expiresAt: Date }): string {
    return this.signer({
      sub: String(input.userId),
      sid: input.sessionId,
      portal: this.portal,
      aud: audienceOf(this.portal),
      iat: Math.floor(input.issuedAt.getTime() / 1000),
      exp: Math.floor(input.expiresAt.getTime() / 1000),
    });
  }

  /**
   * The claims of a token signed by this server for this portal, or null. Expiry is NOT checked here:
   * the XSRF binding and logout need the session id of an expired token; authentication checks it.
   */
  read(token: string | undefined): AccessClaims | null {
    if (!token) return null;
    try {
      const claims = accessClaimsSchema.safeParse(this.verifier(token));
      if (!claims.success || claims.data.portal !== this.portal || claims.data.aud !== audienceOf(this.portal))
        return null;
      return {
        userId: Number(claims.data.sub),
        sessionId: claims.data.sid,
        portal: claims.data.portal,
        expiresAt: new Date(claims.data.exp * 1000),
      };
    } catch {
      return null;
    }
  }
}

/** SHA-256 of a token or code, as stored. */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** A random URL-safe secret of 32 bytes. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** A new refresh token `<sessionId>.<secret>` and its hash. */
export function newRefreshToken(sessionId: string): { token: string; hash: string } {
  const token = `${sessionId}.${randomSecret()}`;
  return { token, hash: hashSecret(token) };
}

/** The session id a refresh token names (not proof of anything until its hash is found). */
export function sessionIdOfRefreshToken(token: string | undefined): string | null {
  const sessionId = token?.split('.')[0];
  return sessionId && z.uuid().safeParse(sessionId).success ? sessionId : null;
}
