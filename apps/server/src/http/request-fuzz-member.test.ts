// Issue 15 item 5: every route of the member portal's app under random and hostile input (testing/fuzz/).
import { fuzzPortals } from '../testing/fuzz/fuzz-portals.js';

await fuzzPortals(['member']);
