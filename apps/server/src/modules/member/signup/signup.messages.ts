// The sign-up's answers and limits (spec §2 sign-up routes; decision 0012).
export const SIGNUP_CODE_VALID_HOURS = 24;
export const MSG_SIGNUP_LINK_SENT =
  'If your details match our records, we have sent a link to that email address to finish signing up.';
export const MSG_NEW_MEMBER_LINK_SENT =
  'Thank you for signing up. We have sent a link to your email address: open it to verify the address and finish signing up.';
export const MSG_VERIFICATION_SENT =
  'If an account with that email address is waiting for verification, we have sent a new link.';
export const MSG_SIGNUP_COMPLETE = 'Your account is ready. You can now sign in.';
export const MSG_EMAIL_VERIFIED = 'Your email address has been verified. You can now sign in.';
/** Wrong answers (date of birth, last 4 of the tax id) a member record takes before it is locked for sign-up (decision 0012). */
export const MAX_SIGNUP_ANSWER_FAILURES = 5;
