import { z } from 'zod';
import { DEFAULT_SUPPORT_EMAIL, INSTANCES, VISIT_FILING_LIMIT_MONTHS, type Portal } from '@dental/domain';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** 'true' or 'false', or undefined when unset (a default that depends on another variable). */
const optionalBoolean = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

const port = z.coerce.number().int().min(1).max(65_532);
const minutesOrHours = (fallback: number) => z.coerce.number().int().positive().max(10_000).default(fallback);
/** A portal's public address (reset links are built from it, never from the Host header). */
const publicUrl = optionalString.pipe(z.url({ protocol: /^https?$/ }).optional());

/** Every setting of the server, read from the environment (STYLE: one zod schema, clear failure at start). */
export const envSchema = z
  .object({
    PORT: port.default(8080),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    /** A streaming read replica of DATABASE_URL for search, price check and the visits report (issue 29). */
    DATABASE_REPLICA_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    /** The replica's largest lag, in milliseconds, before those reads go to the primary. */
    REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    INSTANCE: z.enum(INSTANCES).default('dev'),
    SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
    /** Signs tokens and XSRF values. Required in prod; other instances get a per-data-dir random secret. */
    APP_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    STRIPE_PUBLIC_API_KEY: optionalString,
    STRIPE_SECRET_KEY: optionalString,
    /** Signing secret of the Stripe webhook endpoint (whsec_...); without it the endpoint answers 404. */
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Another Stripe API address (a local fake or stripe-mock in tests); Stripe's own when unset. */
    STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Run the durable job runner (instalments, retries, renewals) in this process. */
    JOB_RUNNER: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    MIXPANEL_API_TOKEN: optionalString,
    TAG_MANAGER_ID: optionalString,
    GOOGLE_MAPS_API_KEY: optionalString,
    GOOGLE_MAPS_MAP_ID: optionalString,
    /** SMTP server for outgoing mail; unset outside prod: an in-process catcher listed at /dev/mail. */
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    /**
     * List the caught mail (reset and sign-up links) at /dev/mail on the member port, without sign-in: on by
     * default only for INSTANCE=dev; a test instance opts in (the browser tests read their mail there); never prod.
     */
    DEV_MAIL: optionalBoolean,
    /**
     * Decision 0062: a browser may move its business date forward (POST /api/dev/clock/, a cookie it then sends):
     * on by default only for INSTANCE=dev; a test instance opts in (the browser tests' journey); never prod.
     */
    DEV_CLOCK: optionalBoolean,
    /** Sender of outgoing mail; defaults to no-reply at the support address's domain. */
    MAIL_FROM: optionalString,
    PUBLIC_URL_MEMBER: publicUrl,
    PUBLIC_URL_DENTIST: publicUrl,
    PUBLIC_URL_EMPLOYER: publicUrl,
    PUBLIC_URL_ADMIN: publicUrl,
    /** Session limits per portal: minutes without activity, and hours since sign-in (issue 3). */
    SESSION_IDLE_MINUTES_ADMIN: minutesOrHours(30),
    SESSION_ABSOLUTE_HOURS_ADMIN: minutesOrHours(12),
    SESSION_IDLE_MINUTES_DENTIST: minutesOrHours(60),
    SESSION_ABSOLUTE_HOURS_DENTIST: minutesOrHours(12),
    SESSION_IDLE_MINUTES_EMPLOYER: minutesOrHours(60),
    SESSION_ABSOLUTE_HOURS_EMPLOYER: minutesOrHours(12),
    SESSION_IDLE_MINUTES_MEMBER: minutesOrHours(60),
    SESSION_ABSOLUTE_HOURS_MEMBER: minutesOrHours(24),
    /** Trust X-Forwarded-* from a load balancer in front (for client addresses in the audit log). */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * Issue 26 item 20 (decision 0049): the provider's filing limit: a visit dated more than this many months ago
     * is refused; 0 is no limit.
     */
    VISIT_FILING_LIMIT_MONTHS: z.coerce.number().int().min(0).max(120).default(VISIT_FILING_LIMIT_MONTHS),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Decision 0034: the longest a signed-in page's calls and render at the server may take before the
     * client-rendered page is sent instead; 0 never draws at the server. The browser tests raise it, so that
     * on a loaded machine they still test the drawn pages and their hydration.
     */
    SERVER_RENDER_BOUND_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** Where the built portals live; defaults to the apps folder of this repository. */
    PORTALS_DIR: optionalString,
    /** Load demo data into an empty database outside prod. */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Secure cookies and HSTS; on by default in prod (behind TLS), off for plain local http. */
    SECURE_COOKIES: optionalBoolean,
  })
  .superRefine((env, ctx) => {
    // The portal loads Stripe.js when it gets the public key and the server charges with the secret one:
    // one without the other would take card details the server then cannot charge.
    if (Boolean(env.STRIPE_PUBLIC_API_KEY) !== Boolean(env.STRIPE_SECRET_KEY)) {
      const missing = env.STRIPE_PUBLIC_API_KEY ? 'STRIPE_SECRET_KEY' : 'STRIPE_PUBLIC_API_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required with the other Stripe key (set both, or neither for the offline gateway)',
      });
    }
    if (env.INSTANCE === 'prod' && !env.APP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'is required when INSTANCE=prod' });
    }
    if (env.INSTANCE === 'prod' && env.DEV_MAIL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_MAIL'],
        message: 'cannot be true when INSTANCE=prod (it lists reset links without sign-in)',
      });
    }
    if (env.INSTANCE === 'prod' && env.DEV_CLOCK) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_CLOCK'],
        message: 'cannot be true when INSTANCE=prod (it lets a browser choose the date cover is judged on)',
      });
    }
    if (env.INSTANCE === 'prod') {
      // A prod server must deliver mail and link to its real host names.
      for (const name of [
        'SMTP_URL',
        'PUBLIC_URL_MEMBER',
        'PUBLIC_URL_DENTIST',
        'PUBLIC_URL_EMPLOYER',
        'PUBLIC_URL_ADMIN',
      ] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when INSTANCE=prod' });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

/** The port of each portal: member on PORT, dentist PORT+1, employer PORT+2, admin PORT+3 (DESIGN §2). */
export const PORT_OFFSETS: Record<Portal, number> = { member: 0, dentist: 1, employer: 2, admin: 3 };

/** Whether /dev/mail lists the caught mail: DEV_MAIL, by default only on a dev instance (issue 15); never prod. */
export function devMailEnabled(env: Env): boolean {
  return devOnlySwitch(env, env.DEV_MAIL);
}

/** Whether a browser may move its business date (/api/dev/clock/, decision 0062): as DEV_MAIL, never prod. */
export function devClockEnabled(env: Env): boolean {
  return devOnlySwitch(env, env.DEV_CLOCK);
}

/** A development aid's switch: its variable when set, otherwise on for INSTANCE=dev only; never in prod. */
function devOnlySwitch(env: Env, setting: boolean | undefined): boolean {
  return env.INSTANCE !== 'prod' && (setting ?? env.INSTANCE === 'dev');
}

/** Whether the API's OpenAPI page and document are served at /api/docs: outside prod only (issue 15). */
export function apiDocsEnabled(env: Env): boolean {
  return env.INSTANCE !== 'prod';
}

/** Where a portal is reached by people (links in mail): PUBLIC_URL_<PORTAL>, else localhost and its port. */
export function publicUrlOf(env: Env, portal: Portal): string {
  const configured = {
    member: env.PUBLIC_URL_MEMBER,
    dentist: env.PUBLIC_URL_DENTIST,
    employer: env.PUBLIC_URL_EMPLOYER,
    admin: env.PUBLIC_URL_ADMIN,
  }[portal];
  return (configured ?? `http://localhost:${env.PORT + PORT_OFFSETS[portal]}`).replace(/\/+$/, '');
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming each variable at fault. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const value = typeof issue.path[0] === 'string' ? source[issue.path[0]] : undefined;
    const shown = value === undefined || /SECRET|KEY|TOKEN|URL/.test(name) ? '' : ` (got "${value}")`;
    return `  ${name}: ${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
