import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STATE_ID, firstScreenStateScript } from './first-screen-state.js';

describe('the first screen state a server-drawn page carries (decision 0034)', () => {
  it('cannot be closed or commented out by a value, and reads back to the same data', () => {
    const state = { queries: [{ key: ['member', 'user'], data: { first_name: 'Ann</script><!--<b>&\u2028\u2029' } }] };
    const script = firstScreenStateScript(state);
    const open = `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">`;
    expect(script.startsWith(open)).toBe(true);
    expect(script.endsWith('</script>')).toBe(true);
    const body = script.slice(open.length, -'</script>'.length);
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(body)).toEqual(state);
  });
});
