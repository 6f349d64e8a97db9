export * from './portals/portals.js';
export * from './errors/error-catalogue.js';

export * from './enums/people.js';
export * from './enums/practices.js';
export * from './enums/networks.js';
export * from './enums/plans.js';
export * from './enums/benefit-types.js';
export * from './enums/plan-purchases.js';
export * from './enums/us-states.js';

export * from './validation/limits.js';
export * from './validation/messages.js';
export * from './validation/fields.js';
export * from './validation/identifiers.js';
export * from './validation/tax-ids.js';
export * from './validation/bank.js';
export * from './validation/email.js';
export * from './validation/passwords.js';
export * from './validation/common-passwords.js';
export * from './validation/password-forms.js';
export * from './validation/dates.js';
export * from './validation/text.js';

export * from './format/amount.js';
export * from './format/money.js';
export * from './format/date-format.js';
export * from './format/names.js';
export * from './format/remaining-color.js';

export * from './wording/healthshare.js';
export * from './ui-constants/ui-constants.js';
export * from './messages/success-messages.js';
export * from './messages/page-messages.js';
export * from './benefits/plan-benefit-rows.js';

export * from './api/envelope.js';
export * from './api/common.js';
export * from './api/hello.js';
export * from './api/auth.js';
export * from './api/member-user.js';
export * from './api/benefit.js';
export * from './api/notifications.js';
export * from './api/family.js';
export * from './api/plan-purchases.js';
export * from './api/in-office-plans.js';
export * from './api/payments.js';
export * from './payments/payments.js';
export * from './payments/schedule.js';
export * from './api/signup.js';
export * from './api/plan-details.js';
export * from './api/receipts.js';
export * from './api/dentist-search.js';
export * from './api/price-check.js';
export * from './find-dentist/search-rules.js';
export * from './api/endpoint-paths.js';
export * from './api/endpoints.js';
export * from './coverage/index.js';
