// Issue 25 item 8, decision 0043: the one vocabulary of the errors the server answers with a fixed message or a
// code. The server throws an entry (status, code, message); the portals match the same entry's code. Messages are
// the spec's words: an area's message that a field rule or a limit also uses stays beside them and is referenced
// here; the rest are written here only.
import { MSG_INVALID } from '../validation/messages.js';
import { CSRF_REJECTED_STATUS, ERROR_CODES } from './error-codes.js';
import { MSG_INVALID_CREDENTIALS } from '../api/auth.js';
import { MSG_MFA_CHALLENGE_ENDED, MSG_MFA_REQUIRED_CANNOT_TURN_OFF } from '../api/mfa.js';
import { MSG_LOOKUPS_THROTTLED } from '../api/dentist-eligibility.js';
import { MSG_LAST_LOCATION } from '../api/dentist-practice.js';
import { MSG_NOTHING_TO_PAY, MSG_VISIT_KEY_REUSED, MSG_VISIT_VOIDED } from '../api/dentist-visits.js';
import { MSG_ESTIMATE_CLOSED, MSG_ESTIMATE_EXPIRED, MSG_ESTIMATE_KEY_REUSED } from '../api/dentist-estimates.js';
import {
  MSG_PAYMENT_GATEWAY_UNAVAILABLE,
  MSG_VISIT_REFUND_REFUSED,
  MSG_VISIT_REFUND_UNAVAILABLE,
} from '../api/dentist-visit-card-charge.js';
import {
  MSG_EMAIL_HAS_ACCOUNT,
  MSG_INVITE_INVALID,
  MSG_OWNER_NOT_REMOVABLE,
  MSG_SET_PIN_FIRST,
} from '../api/dentist-practice-staff.js';
import {
  MSG_ALREADY_SIGNED_UP,
  MSG_EDI_MANAGED,
  MSG_EMAIL_HAS_MEMBER_ACCOUNT,
  MSG_EMPLOYEE_COVER_ENDED,
  MSG_NO_EMAIL_TO_INVITE,
} from '../api/employer.js';
import { MSG_EDI_ONLY } from '../api/employer-edi.js';
import {
  MSG_GROUP_ID_CARD_COVER_ENDED,
  MSG_NO_ACTIVE_EMPLOYEES,
  MSG_NO_GROUP_ID_CARD,
} from '../api/employer-id-card-paths.js';
import { MSG_OFFERING_NOT_SCHEDULED } from '../api/employer-plan.js';
import {
  MSG_CANNOT_REMOVE_YOURSELF,
  MSG_EMAIL_HAS_EMPLOYER_ACCOUNT,
  MSG_EMPLOYER_INVITE_INVALID,
  MSG_LAST_ADMIN,
} from '../api/employer-users.js';
import { MSG_BANK_NOT_VERIFIED, MSG_INVOICE_PAYMENT_UNAVAILABLE } from '../api/employer-invoices.js';
import { MSG_BENEFIT_NOT_ENDED, MSG_REINSTATE_WINDOW_PASSED } from '../employer/cover-dates.js';
import {
  MSG_BANK_GATEWAY_UNAVAILABLE,
  MSG_BANK_OWNER_FIRST,
  MSG_DEPOSIT_ATTEMPTS_USED,
  MSG_NO_DEPOSITS_PENDING,
  msgDepositsDoNotMatch,
} from '../payments/bank-verification.js';
import { MSG_NO_BALANCE, MSG_PLAN_NOT_AVAILABLE, MSG_SHOP_NOT_OFFERED } from '../payments/payments.js';
import { msgAlreadyHoldsPlan } from '../payments/plan-eligibility.js';
import {
  MSG_FILE_TOO_BIG,
  MSG_FORBIDDEN,
  MSG_MAINTENANCE,
  MSG_NOT_FOUND,
  withSupportEmail,
} from './error-catalogue.js';

/** The HTTP statuses the API answers a failure with (spec §8). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 414 | 415 | 429 | 500 | 502 | 503 | 504;

/** One error the server answers: its status, the body's `code` when a portal tells it apart, and its message. */
export interface ErrorEntry {
  readonly status: ErrorStatus;
  /** Sent as the body's `code` (DESIGN §3 error bodies); only errors a portal acts on have one. */
  readonly code?: string;
  /** When set, the message is this field's (`{ errors: { field: message } }`) rather than the whole answer's. */
  readonly field?: string;
  /** The spec's words, or a function of what the words name (minutes to wait, a person's name). */
  readonly message: string | ((...args: never) => string);
}

/** What an entry's message function takes; nothing for a fixed message. */
export type ErrorMessageArgs<E extends ErrorEntry> = E['message'] extends (...args: infer A) => string ? A : [];

/** The `errors` field of an answer (spec §7): one message or field messages. */
export type ErrorAnswerErrors = string | Record<string, string>;

/** An entry made concrete: what the server sends (`{ errors, code? }` with `status`). */
export interface ErrorAnswer<S extends ErrorStatus = ErrorStatus> {
  readonly status: S;
  readonly errors: ErrorAnswerErrors;
  readonly code?: string | undefined;
}

/** How the throttles word their delay. */
function minutesWord(minutes: number): string {
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Every error the server answers with a fixed message or a code. Field messages of one input (the zod rules',
 * and a service's own checks of one field, which answer 400 through ValidationError) stay beside their rule.
 */
export const ERRORS = {
  // spec §8: the answers any route can give.
  invalid: { status: 400, message: MSG_INVALID },
  notSignedIn: { status: 401, message: 'Authentication credentials were not provided.' },
  forbidden: { status: 403, message: MSG_FORBIDDEN },
  /** DESIGN §3: the XSRF token was missing or did not match; the client fetches a fresh one and retries once. */
  csrfRejected: { status: CSRF_REJECTED_STATUS, code: ERROR_CODES.csrfRejected, message: MSG_FORBIDDEN },
  notFound: { status: 404, message: MSG_NOT_FOUND },
  recordExists: { status: 409, message: 'This record already exists.' },
  databaseUnavailable: { status: 503, message: MSG_MAINTENANCE },
  databaseTimedOut: { status: 504, message: MSG_MAINTENANCE },
  /** An upload past its entry's size limit (decision 0052); the message names the provider's support address. */
  fileTooBig: { status: 413, message: (supportEmail: string) => withSupportEmail(MSG_FILE_TOO_BIG, supportEmail) },

  // Sign-in, sessions and the second step (issues 3 and 4, decisions 0011 and 0025).
  invalidCredentials: { status: 400, message: MSG_INVALID_CREDENTIALS },
  /** Issue 4: a member with the right password whose email is not verified yet (the portal shows /email-not-verified). */
  emailNotVerified: {
    status: 400,
    code: ERROR_CODES.emailNotVerified,
    message: 'Please verify your email address. We have sent you a link.',
  },
  /**
   * Decision 0011: too many failed passwords (or second-step codes, counted by the same throttle). The portal
   * offers the reset mail, the way out that needs no waiting.
   */
  signInThrottled: {
    status: 429,
    code: ERROR_CODES.signInThrottled,
    message: (minutes: number, step: 'password' | 'code') =>
      step === 'password'
        ? `Too many sign-in attempts. Please try again in ${minutesWord(minutes)}, or reset your password: we will email you a link.`
        : `Too many codes tried. Please try again in ${minutesWord(minutes)}.`,
  },
  /** spec §8: a token or session that no longer authorizes anything (the portal then signs out). */
  sessionEnded: { status: 401, message: 'Your session has ended. Please sign in again.' },
  /** No pending sign-in for this browser, or it has ended: the portal asks for the password again. */
  mfaChallengeEnded: { status: 401, code: ERROR_CODES.mfaChallengeEnded, message: MSG_MFA_CHALLENGE_ENDED },
  mfaAlreadyOn: { status: 400, message: 'Two-step verification is already on.' },
  mfaEnrolmentNotStarted: { status: 400, message: 'Please start the set-up again.' },
  mfaRequiredCannotTurnOff: { status: 400, message: MSG_MFA_REQUIRED_CANNOT_TURN_OFF },
  mfaEmailCodesThrottled: {
    status: 429,
    message: 'We have sent several codes already. Please use the latest one, or try again in an hour.',
  },

  // Links sent by mail (issue 4, decision 0012).
  resetLinkInvalid: {
    status: 400,
    message: 'This password reset link has expired or has already been used. Please request a new one.',
  },
  signupLinkInvalid: {
    status: 400,
    message: 'This link has expired or has already been used. Please ask for a new one.',
  },
  emailChangeLinkInvalid: {
    status: 400,
    message: 'This email change link has expired or has already been used. Please change your email again.',
  },

  // Member purchases (issue 7, spec §6).
  shopNotOffered: { status: 403, message: MSG_SHOP_NOT_OFFERED },
  planGone: { status: 409, message: MSG_PLAN_NOT_AVAILABLE },
  alreadyHoldsPlan: { status: 409, field: 'covered_patient_ids', message: msgAlreadyHoldsPlan },
  noBalance: { status: 409, message: MSG_NO_BALANCE },
  /** A declined card: the body is the gateway's own message (nothing was charged). */
  paymentDeclined: { status: 402, message: (gatewayMessage: string) => gatewayMessage },
  /** The gateway did not answer; the same request again charges at most once. */
  paymentGatewayUnavailable: { status: 502, message: MSG_PAYMENT_GATEWAY_UNAVAILABLE },
  /** Stripe's webhook: a missing or wrong signature, or an event too old. */
  webhookSignatureInvalid: { status: 400, message: 'Invalid webhook signature.' },

  // The dentist portal (issues 13 to 16, decision 0030).
  lookupsThrottled: { status: 429, code: ERROR_CODES.lookupsThrottled, message: MSG_LOOKUPS_THROTTLED },
  visitKeyReused: { status: 409, message: MSG_VISIT_KEY_REUSED },
  visitVoided: { status: 409, message: MSG_VISIT_VOIDED },
  /** Decision 0048: the gateway refused a card payment's refund; the void was not made. */
  refundRefused: { status: 409, message: MSG_VISIT_REFUND_REFUSED },
  /** Decision 0048: the gateway did not answer a refund; the void was not made. */
  refundUnavailable: { status: 502, message: MSG_VISIT_REFUND_UNAVAILABLE },
  nothingToPay: { status: 409, message: MSG_NOTHING_TO_PAY },
  estimateKeyReused: { status: 409, message: MSG_ESTIMATE_KEY_REUSED },
  estimateClosed: { status: 409, message: MSG_ESTIMATE_CLOSED },
  estimateExpired: { status: 409, message: MSG_ESTIMATE_EXPIRED },
  inviteInvalid: { status: 400, message: MSG_INVITE_INVALID },
  inviteeHasAccount: { status: 400, message: MSG_EMAIL_HAS_ACCOUNT },
  ownerNotRemovable: { status: 400, message: MSG_OWNER_NOT_REMOVABLE },
  lastLocation: { status: 409, message: MSG_LAST_LOCATION },
  setPinFirst: { status: 400, message: MSG_SET_PIN_FIRST },

  // The employer portal's enrolment writes (issue 27, decision 0053), a census file's check and import included
  // (decision 0054).
  ediManaged: { status: 409, message: MSG_EDI_MANAGED },
  // Issue 27 item 5: the reverse, an 834 from a company that does not enrol by EDI (decision 0057).
  ediOnly: { status: 409, message: MSG_EDI_ONLY },
  benefitNotEnded: { status: 409, message: MSG_BENEFIT_NOT_ENDED },
  reinstateWindowPassed: { status: 409, message: MSG_REINSTATE_WINDOW_PASSED },
  employeeCoverEnded: { status: 409, message: MSG_EMPLOYEE_COVER_ENDED },
  alreadySignedUp: { status: 409, message: MSG_ALREADY_SIGNED_UP },
  noEmailToInvite: { status: 400, message: MSG_NO_EMAIL_TO_INVITE },
  emailHasMemberAccount: { status: 409, message: MSG_EMAIL_HAS_MEMBER_ACCOUNT },
  // Issue 27 item 7 (decision 0059): a group ID card of no employer benefit, or of a cover that has ended.
  noGroupIdCard: { status: 409, message: MSG_NO_GROUP_ID_CARD },
  groupIdCardCoverEnded: { status: 409, message: MSG_GROUP_ID_CARD_COVER_ENDED },
  noActiveEmployees: { status: 409, message: MSG_NO_ACTIVE_EMPLOYEES },
  // The group plan and the company's users (issue 27 items 1 and 2, decision 0058).
  offeringNotScheduled: { status: 409, message: MSG_OFFERING_NOT_SCHEDULED },
  employerInviteInvalid: { status: 400, message: MSG_EMPLOYER_INVITE_INVALID },
  employerInviteeHasAccount: { status: 400, message: MSG_EMAIL_HAS_EMPLOYER_ACCOUNT },
  cannotRemoveYourself: { status: 409, message: MSG_CANNOT_REMOVE_YOURSELF },
  lastAdmin: { status: 409, message: MSG_LAST_ADMIN },

  // A company's or practice's bank verification (issue 27 item 6, decision 0060).
  bankOwnerFirst: { status: 409, message: MSG_BANK_OWNER_FIRST },
  noDepositsPending: { status: 409, message: MSG_NO_DEPOSITS_PENDING },
  /** Wrong deposit amounts: a try was used (counted, and audited), with the tries left. */
  depositsDoNotMatch: { status: 400, message: msgDepositsDoNotMatch },
  /** The last wrong try: the account was removed and must be added again. */
  depositAttemptsUsed: { status: 400, message: MSG_DEPOSIT_ATTEMPTS_USED },
  /** The gateway refused the bank account's numbers (an unknown routing number ...): its own message. */
  bankAccountRefused: { status: 400, message: (gatewayMessage: string) => gatewayMessage },
  /** The gateway did not answer: the transaction rolled back; the same key again sends the deposits once. */
  bankGatewayUnavailable: { status: 502, message: MSG_BANK_GATEWAY_UNAVAILABLE },
  // Issue 27 item 6 (decision 0061): spec §6, the invoices wait for a verified bank.
  bankNotVerified: { status: 409, message: MSG_BANK_NOT_VERIFIED },
  /** The gateway did not answer an invoice's debit; the same confirmation again debits at most once. */
  invoicePaymentUnavailable: { status: 502, message: MSG_INVOICE_PAYMENT_UNAVAILABLE },
} as const satisfies Record<string, ErrorEntry>;

/** The name of one entry of the vocabulary. */
export type ErrorName = keyof typeof ERRORS;

/** The message of an entry, with its words filled in. */
export function errorMessageOf<E extends ErrorEntry>(entry: E, ...args: ErrorMessageArgs<E>): string {
  if (typeof entry.message === 'string') return entry.message;
  // ErrorMessageArgs<E> is exactly this function's parameters; TypeScript cannot relate the two through E.
  return (entry.message as (...words: ErrorMessageArgs<E>) => string)(...args);
}

/** What the server sends for an entry: its status, its message (under its field, if it has one) and its code. */
export function errorAnswerOf<E extends ErrorEntry>(entry: E, ...args: ErrorMessageArgs<E>): ErrorAnswer<E['status']> {
  const message = errorMessageOf(entry, ...args);
  return {
    status: entry.status,
    errors: entry.field === undefined ? message : { [entry.field]: message },
    ...(entry.code === undefined ? {} : { code: entry.code }),
  };
}
