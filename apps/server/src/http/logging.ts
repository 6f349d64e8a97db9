import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach a log line (reset codes, tokens). */
const SECRET_QUERY_KEYS = /^(code|token|key|password|secret|session|access|refresh)/i;

/** A URL with the values of secret query parameters replaced by '[redacted]'. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, queryAt)}?${params.toString()}`;
}

/**
 * pino options: structured JSON with the request id; no password, token, cookie or card number is
 * logged (spec standards). Request bodies are never logged at all.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.new_password',
        '*.old_password',
        '*.card_number',
        '*.code',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
