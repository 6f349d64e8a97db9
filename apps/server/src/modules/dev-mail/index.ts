// The dev-mail module's door (decision 21; issue 25 item 9: every server folder reaches a module through its index).
export { devMailRoutes } from './dev-mail.routes.js';
