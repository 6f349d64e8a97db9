import { describe, expect, it } from 'vitest';
import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import { loggerOptions, redactUrl } from './logging.js';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps paging, sorting and filters', () => {
    expect(redactUrl('/reset-password?code=abc123&page=1')).toBe('/reset-password?code=%5Bredacted%5D&page=1');
    expect(redactUrl('/api/x/?status=paid&sort=-date&date_from=2026-01-01')).toBe(
      '/api/x/?status=paid&sort=-date&date_from=2026-01-01',
    );
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

  it('hides every query value not known to be impersonal: a member id, a search text, a patient (issue 26 item 17)', () => {
    expect(redactUrl('/api/dentist/v1/eligibility/?member_id=123456789&date_of_birth=1980-01-02')).toBe(
      '/api/dentist/v1/eligibility/?member_id=%5Bredacted%5D&date_of_birth=%5Bredacted%5D',
    );
    expect(redactUrl('/api/dentist/v1/patients/?q=Carter&page=2')).toBe(
      '/api/dentist/v1/patients/?q=%5Bredacted%5D&page=2',
    );
    expect(redactUrl('/api/dentist/v1/visits/?patient=Daniel+Carter&status=voided')).toBe(
      '/api/dentist/v1/visits/?patient=%5Bredacted%5D&status=voided',
    );
    expect(redactUrl('/api/x/?a_new_filter=Ann&a_new_filter=Bo')).toBe('/api/x/?a_new_filter=%5Bredacted%5D');
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
