// Issue 29 item 3: what the cluster tests read and write straight in the cluster's PostgreSQL (through `pg`, as
// an operator would), and their wait for work the instances do after answering.
import pg from 'pg';

/** Runs `work` with a client of the database at `url`, closed after. */
export async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Resolves with `check`'s first truthy answer, polled every 250 ms; throws after `timeoutMs`. */
export async function until<T>(check: () => Promise<T | false | null | undefined>, timeoutMs = 20_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const answer = await check();
    if (answer) return answer;
    if (Date.now() > end) throw new Error(`not met within ${timeoutMs / 1000} s`);
  }
}
