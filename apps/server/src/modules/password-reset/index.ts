// The password-reset module's door (decision 21; issue 25 item 9: every server folder reaches a module through its index).
export { passwordResetPlugin } from './password-reset.plugin.js';
