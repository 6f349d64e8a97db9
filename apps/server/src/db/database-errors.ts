// What a failed database call may tell the log and the client (issue 15, items 3 and 4). Drizzle wraps the
// driver's error in a DrizzleQueryError whose message is "Failed query: <sql> params: <values>", and the
// driver's own error may carry the failing row in `detail` ("Failing row contains (…, $argon2id$…)"): neither
// message, detail, cause nor stack of a database error is ever logged or stored. What is kept is the code,
// the statement's shape ("insert users") and the schema names PostgreSQL reports (constraint, table, column).

/** A database failure as it may be logged: no values, no message text from the server, no stack. */
export interface DatabaseFailure {
  /**
   * unavailable: the database cannot be reached or ended the connection (503); timeout: a connection or
   * statement took too long and was cut off (504); query: the statement itself failed (a constraint, a type).
   */
  kind: 'unavailable' | 'timeout' | 'query';
  /**
   * SQLSTATE ('23505'), the socket error ('ECONNREFUSED') or the driver's failure ('connection-timeout').
   * Not named `code`: the logger censors every `*.code` (reset codes).
   */
  errorCode: string;
  /** The statement's verb and first table, e.g. 'insert users'; never its text or parameters. */
  statement?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
]);
/** SQLSTATEs of a server that is going away, refusing connections or not there (class 08: connection exception). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '3D000', '25P03', '57P05']);
/**
 * object_not_in_prerequisite_state raised FATAL while connecting: 'database "x" is not currently accepting
 * connections' (ALTER DATABASE … ALLOW_CONNECTIONS false during maintenance). Raised by a statement (ERROR) the
 * same code is the statement's own failure.
 */
const REFUSED_AT_CONNECT = '55000';
/** query_canceled (statement_timeout) and lock_not_available (lock_timeout). */
const TIMEOUT_STATES = new Set(['57014', '55P03']);

/** Errors node-postgres, pg-pool and PGlite raise without a code, by their fixed message. */
const DRIVER_MESSAGES: [RegExp, DatabaseFailure['kind'], string][] = [
  [/^timeout exceeded when trying to connect$/, 'timeout', 'connection-timeout'],
  [/^Connection terminated due to connection timeout$/, 'timeout', 'connection-timeout'],
  [/^Query read timeout$/, 'timeout', 'query-timeout'],
  [/^Connection terminated/, 'unavailable', 'connection-terminated'],
  [/not queryable|^Client was closed|^Client has already been connected/, 'unavailable', 'connection-lost'],
  [/^Cannot use a pool after calling end on the pool$/, 'unavailable', 'pool-ended'],
  [/^PGlite is closed$/, 'unavailable', 'pglite-closed'],
];

type ErrorLike = {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
};

function chainOf(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object' && !chain.includes(current); depth++) {
    chain.push(current);
    current = (current as ErrorLike).cause;
  }
  return chain;
}

/** 'insert users', 'select users', 'begin': the verb and first table of a statement, nothing of its values. */
export function statementShape(query: string): string {
  const text = query.trim().replace(/\s+/g, ' ');
  const verb =
    /^(with|select|insert|update|delete|begin|commit|rollback|savepoint|release|set|lock|values)\b/i
      .exec(text)?.[1]
      ?.toLowerCase() ?? 'statement';
  const table = /\b(?:from|into|update|join)\s+"?([a-z_][a-z0-9_]*)"?/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The database failure an error is or wraps, or undefined when it has nothing to do with the database. */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  const chain = chainOf(error);
  const statement = chain.map((e) => text(e.query)).find((q) => q !== undefined);
  const shape = statement === undefined ? {} : { statement: statementShape(statement) };
  for (const link of chain) {
    const code = link.code;
    if (isSqlState(code)) {
      const kind = TIMEOUT_STATES.has(code)
        ? 'timeout'
        : code.startsWith('08') ||
            UNAVAILABLE_STATES.has(code) ||
            (code === REFUSED_AT_CONNECT && link.severity === 'FATAL')
          ? 'unavailable'
          : 'query';
      const names = Object.fromEntries(
        (['constraint', 'table', 'column'] as const).flatMap((key) =>
          text(link[key]) ? [[key, text(link[key])]] : [],
        ),
      );
      return { kind, errorCode: code, ...shape, ...names };
    }
    if (typeof code === 'string' && SOCKET_CODES.has(code)) return { kind: 'unavailable', errorCode: code, ...shape };
    if (code === 'ETIMEDOUT') return { kind: 'timeout', errorCode: code, ...shape };
    const message = text(link.message) ?? '';
    for (const [pattern, kind, name] of DRIVER_MESSAGES)
      if (pattern.test(message)) return { kind, errorCode: name, ...shape };
  }
  // A statement that failed for another reason (Drizzle's wrapper around something unexpected).
  return statement === undefined ? undefined : { kind: 'query', errorCode: 'unknown', ...shape };
}

/** One line for a log or a stored job error: the failure's code and statement for a database error, else the message. */
export function safeErrorMessage(error: unknown): string {
  const failure = databaseFailureOf(error);
  if (failure)
    return `database ${failure.kind}: ${[failure.errorCode, failure.statement, failure.constraint].filter(Boolean).join(' ')}`;
  return error instanceof Error ? error.message : String(error);
}
