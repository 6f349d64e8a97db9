// Decision 0034: the first screen's answers a page drawn at the server carries, for the browser to hydrate
// with. The server writes them (apps/server server-rendered-page.ts); packages/ui reads them.

/** The id of the script element (type application/json: data, not run, so the CSP's script-src does not apply). */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

/**
 * The state as the page carries it: JSON in a script element. Every `<`, `>`, `&` and line separator is
 * written as a \u escape (the same JSON once parsed), so no value (a name containing `</script>` or `<!--`)
 * can close the element or open a comment.
 */
export function firstScreenStateScript(state: unknown): string {
  const json = JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${json}</script>`;
}
