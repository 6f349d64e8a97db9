// spec §8: success messages, verbatim.

/** spec §8: while a password change is sent. */
export const MSG_CHANGING_PASSWORD = 'Changing password...';
/** spec §8: after a password reset. */
export const MSG_PASSWORD_UPDATED = 'Your password has been updated. You can now sign in using your new password.';
/** spec §8: after a personal information update (or the server message after an email change). */
export const MSG_PERSONAL_INFO_UPDATED = 'Updated your personal information.';
/** spec §8: after a family member update. */
export const MSG_FAMILY_MEMBER_UPDATED = "Updated your family member's information";
/** spec §8: after a password change. */
export const MSG_PASSWORD_CHANGED = 'Your password has been changed';
/** spec §8: after an auto renew change. */
export const MSG_AUTO_RENEW_UPDATED = 'Updated auto renew setting for this purchase';

/** spec §4 and §8: progress message while the remaining plan balance is charged. */
export function chargingCardMessage(last4: string): string {
  return `Charging card ending in ${last4} for remaining plan balance...`;
}

/** spec §8: the remaining plan balance was charged. */
export function balanceChargedMessage(last4: string): string {
  return `The plan's remaining balance has successfully been charged to your card ending in ${last4}`;
}
