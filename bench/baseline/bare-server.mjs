// The side-by-side baseline (issue 4 and 8): a bare Fastify + node-postgres server that runs, for each member
// home call, the SAME SQL statements our handler ran (captured by bench/tools/capture-sql.mjs on the same
// database, with their parameters, the session lookup of the authentication hook and the audit insert
// included), in the same order, and answers `{ "data": rows }` of the call's main read. No validation, no
// schemas, no cookies, no auth tokens, no hooks: what is left is the database work and a minimal HTTP
// framework, so our throughput as a share of this one is the overhead we own.
// Each statement runs prepared, by name, as ours do (decision 0006): the first run on a connection parses and
// plans it, the next ones only bind and execute. Issue 17 asked for this: unprepared, the baseline paid for
// parsing that ours does not, and our throughput read 116-292% of it, which said nothing about the limit.
//
//   node bench/baseline/bare-server.mjs <statements.json> <port> <database-url>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const [file, port, databaseUrl] = process.argv.slice(2);
/** @type {{ path: string, statements: { sql: string, params: unknown[] }[] }[]} */
const calls = JSON.parse(readFileSync(file, 'utf8'));
// The same pool size as the server's openDatabase default.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify({ logger: false });
// One name per distinct statement text, as node-postgres prepares a named statement once per connection.
const names = new Map();
const nameOf = (sql) => {
  if (!names.has(sql)) names.set(sql, `bare_${names.size + 1}`);
  return names.get(sql);
};

for (const call of calls) {
  // The answer is the last statement that reads (not the audit insert that follows it).
  const answerIndex = call.statements.findLastIndex((s) => !/^\s*(insert|update|delete)\b/i.test(s.sql));
  app.get(call.path, async () => {
    let answer = [];
    for (let i = 0; i < call.statements.length; i++) {
      const { sql, params } = call.statements[i];
      const result = await pool.query({ name: nameOf(sql), text: sql, values: params });
      if (i === answerIndex) answer = result.rows;
    }
    return { data: answer };
  });
}

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  });
}
