// spec §5 and §9: validation limits, named next to their rules.

/** spec §9 */
export const ZIP_LENGTH = 5;
/** spec §9 */
export const TAX_ID_LENGTH = 9;
/** spec §5: the last four digits of a tax id. */
export const TAX_ID_LAST4_LENGTH = 4;
/** spec §9 */
export const PHONE_LENGTH = 10;
/** spec §9 */
export const NPI_LENGTH = 10;
/** spec §9 */
export const PIN_LENGTH = 6;
/** spec §5: member ids are 9 digits. */
export const MEMBER_ID_LENGTH = 9;
/** spec §9 */
export const BANK_ROUTING_LENGTH = 9;
/** spec §9: bank account 4 to 17 digits. */
export const BANK_ACCOUNT_MIN = 4;
/** spec §9: bank account 4 to 17 digits. */
export const BANK_ACCOUNT_MAX = 17;
/** spec §9 */
export const TAG_MAX_LENGTH = 35;
/** spec §9: password minimum, general rule. */
export const PASSWORD_MIN_LENGTH = 6;
/** spec §5 and §9: password minimum shown as a hint on the reset screen. */
export const RESET_PASSWORD_HINT_MIN_LENGTH = 8;
/** The minimum of a newly set password (the reset screen's 8, enforced where passwords are set). */
export const NEW_PASSWORD_MIN_LENGTH = RESET_PASSWORD_HINT_MIN_LENGTH;
/** The maximum of any password (decided here: bounds the cost of hashing). */
export const PASSWORD_MAX_LENGTH = 128;
/** spec §9 */
export const USERNAME_MIN_LENGTH = 6;
/** spec §9: earliest benefit date 01-01-1970, as an ISO date. */
export const EARLIEST_BENEFIT_DATE = '1970-01-01';
/** spec §5: date picker default range. */
export const DATE_PICKER_MIN = '1900-01-01';
/** spec §5: date picker default range. */
export const DATE_PICKER_MAX = '2099-12-31';
/** spec §5 and §9: default maximum length of a text input. */
export const TEXT_INPUT_MAX_LENGTH = 100;
/** spec §5: age 18 or older. */
export const MIN_AGE = 18;
/** The longest email address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
