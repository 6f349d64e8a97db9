// Issue 15 item 5: every route of the dentist, employer and admin portals' apps under random and hostile
// input (testing/fuzz/), on one database.
import { fuzzPortals } from '../testing/fuzz/fuzz-portals.js';

await fuzzPortals(['dentist', 'employer', 'admin']);
