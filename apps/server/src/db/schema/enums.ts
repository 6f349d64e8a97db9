// Database enumerations, built from the domain package so the API, the portals and the database agree.
import { pgEnum } from 'drizzle-orm/pg-core';
import {
  APPOINTMENT_STATUSES,
  BANK_STATUSES,
  BENEFIT_TYPES,
  BUSINESS_TAX_ID_TYPES,
  EMPLOYER_ROLES,
  GENDERS,
  IDENTITY_VERIFICATION_STATUSES,
  MEMBER_TAX_ID_TYPES,
  NETWORKS,
  PAYMENT_MODES,
  PAYMENT_RECORD_STATUSES,
  PAYMENT_STATUSES,
  PLAN_PURCHASE_STATUSES,
  PORTALS,
  PRACTICE_ROLES,
  PRACTICE_NETWORK_TYPES,
  REIMBURSEMENT_STATUSES,
  RELATIONSHIPS,
  SERVICE_TYPES,
  STAFF_ROLES,
} from '@dental/domain';

export const accountTypeEnum = pgEnum('account_type', PORTALS);
// The roles of the guards (decision 0023): a practice user's, a company user's and a staff user's.
export const practiceRoleEnum = pgEnum('practice_role', PRACTICE_ROLES);
export const employerRoleEnum = pgEnum('employer_role', EMPLOYER_ROLES);
export const staffRoleEnum = pgEnum('staff_role', STAFF_ROLES);
export const genderEnum = pgEnum('gender', GENDERS);
export const relationshipEnum = pgEnum('relationship', RELATIONSHIPS);
export const memberTaxIdTypeEnum = pgEnum('member_tax_id_type', MEMBER_TAX_ID_TYPES);
export const businessTaxIdTypeEnum = pgEnum('business_tax_id_type', BUSINESS_TAX_ID_TYPES);
export const networkEnum = pgEnum('network', NETWORKS);
export const practiceNetworkEnum = pgEnum('practice_network', PRACTICE_NETWORK_TYPES);
export const serviceTypeEnum = pgEnum('service_type', SERVICE_TYPES);
export const benefitTypeEnum = pgEnum('benefit_type', BENEFIT_TYPES);
export const bankStatusEnum = pgEnum('bank_status', BANK_STATUSES);
export const identityVerificationEnum = pgEnum('identity_verification', IDENTITY_VERIFICATION_STATUSES);
export const purchaseStatusEnum = pgEnum('purchase_status', PLAN_PURCHASE_STATUSES);
export const instalmentStatusEnum = pgEnum('instalment_status', PAYMENT_STATUSES);
export const paymentModeEnum = pgEnum('payment_mode', PAYMENT_MODES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_RECORD_STATUSES);
export const reimbursementStatusEnum = pgEnum('reimbursement_status', REIMBURSEMENT_STATUSES);
export const appointmentStatusEnum = pgEnum('appointment_status', APPOINTMENT_STATUSES);
