/** Which error screen an error deserves (spec §2 error page variants, spec §8). */
export type ErrorKind = 'chunk' | 'offline' | 'unexpected';

// A lazy route chunk that can no longer be loaded: after a deploy the old file names are gone.
const CHUNK_PATTERN =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;
// spec §8: network, offline, internet or failed-to-fetch messages.
const OFFLINE_PATTERN = /network|offline|internet|failed to fetch/i;

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return '';
}

/** Maps an error to its screen: chunk-load failure, offline, or anything else. */
export function classifyError(error: unknown): ErrorKind {
  const message = messageOf(error);
  // Chunk first: its message ("Failed to fetch dynamically imported module") also says "fetch".
  if (CHUNK_PATTERN.test(message)) return 'chunk';
  if (OFFLINE_PATTERN.test(message)) return 'offline';
  return 'unexpected';
}
