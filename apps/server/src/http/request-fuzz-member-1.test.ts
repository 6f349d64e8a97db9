// Issue 15 item 5: every route of the member portal's app under random and hostile input (testing/fuzz/), the
// first of two halves (decision 0064: two files run at once).
import { fuzzPortals } from '../testing/fuzz/fuzz-portals.js';

await fuzzPortals(['member'], { part: 0, of: 2 });
