import { describe, expect, it } from 'vitest';
import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import { loggerOptions, redactUrl } from './logging.js';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/reset-password?code=abc123&x=1')).toBe('/reset-password?code=%5Bredacted%5D&x=1');
    expect(redactUrl('/api/x/?token=t&page=2')).toBe('/api/x/?token=%5Bredacted%5D&page=2');
  });
  it('leaves URLs without a query alone', () => {
    expect(redactUrl('/api/hello/')).toBe('/api/hello/');
  });
});

describe('personal data in log lines (issue 15)', () => {
  it('hides personal query values too', () => {
    expect(redactUrl('/api/x/?email=a%40b.example&zip=78701&date_of_birth=1970-01-01&page=2')).toBe(
      '/api/x/?email=%5Bredacted%5D&zip=%5Bredacted%5D&date_of_birth=%5Bredacted%5D&page=2',
    );
  });

  it('censors personal fields wherever a log call puts them, and keeps the database error code', () => {
    const lines: string[] = [];
    const options = loggerOptions('info', { write: (line) => void lines.push(line) }) as LoggerOptions & {
      stream: DestinationStream;
    };
    const log = pino(options, options.stream);
    log.info(
      {
        email: 'ann@example.org',
        user: { first_name: 'Ann', date_of_birth: '1970-02-03', phone: '5125550111', password_hash: '$argon2id$x' },
        params: ['ann@example.org'],
      },
      'something',
    );
    log.error(
      {
        err: Object.assign(new Error('Failed query: insert into "users" values ($1)\nparams: ann@example.org'), {
          query: 'insert into "users" values ($1)',
          params: ['ann@example.org'],
          cause: Object.assign(new Error('duplicate key'), {
            code: '23505',
            detail: 'Key (email)=(ann@example.org) already exists.',
            constraint: 'users_email_unique',
          }),
        }),
      },
      'failed',
    );
    const text = lines.join('');
    for (const value of ['ann@example.org', 'Ann', '1970-02-03', '5125550111', '$argon2id$'])
      expect(text).not.toContain(value);
    expect(JSON.parse(lines[1] ?? '{}')).toMatchObject({
      err: { db: { kind: 'query', errorCode: '23505', statement: 'insert users', constraint: 'users_email_unique' } },
    });
  });
});
