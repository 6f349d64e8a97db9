import { z } from 'zod';
import { DEFAULT_SUPPORT_EMAIL, INSTANCES } from '@dental/domain';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const port = z.coerce.number().int().min(1).max(65_532);

/** Every setting of the server, read from the environment (STYLE: one zod schema, clear failure at start). */
export const envSchema = z
  .object({
    PORT: port.default(8080),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    INSTANCE: z.enum(INSTANCES).default('dev'),
    SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
    /** Signs tokens and XSRF values. Required in prod; other instances get a per-data-dir random secret. */
    APP_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    STRIPE_PUBLIC_API_KEY: optionalString,
    STRIPE_SECRET_KEY: optionalString,
    MIXPANEL_API_TOKEN: optionalString,
    TAG_MANAGER_ID: optionalString,
    GOOGLE_MAPS_API_KEY: optionalString,
    GOOGLE_MAPS_MAP_ID: optionalString,
    SMTP_URL: optionalString,
    /** Trust X-Forwarded-* from a load balancer in front (for client addresses in the audit log). */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Where the built portals live; defaults to the apps folder of this repository. */
    PORTALS_DIR: optionalString,
    /** Load demo data into an empty database outside prod. */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Secure cookies and HSTS; on by default in prod (behind TLS), off for plain local http. */
    SECURE_COOKIES: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
  })
  .superRefine((env, ctx) => {
    if (env.INSTANCE === 'prod' && !env.APP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'is required when INSTANCE=prod' });
    }
  });

export type Env = z.infer<typeof envSchema>;

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
