// Issue 15 item 5: every route of the admin portal's app under random and hostile input (testing/fuzz/), a
// file of its own (decision 0064: files run at once).
import { fuzzPortals } from '../testing/fuzz/fuzz-portals.js';

await fuzzPortals(['admin']);
