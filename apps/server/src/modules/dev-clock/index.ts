// The dev-clock module's door (decision 21; issue 25 item 9: every server folder reaches a module through its index).
export { DEV_CLOCK_PATH, MSG_OFFSET_DAYS, registerDevClock } from './dev-clock.routes.js';
