// The demo sign-ins (issue 2): printed by `npm start`, used by the browser tests and by people trying it out.
import type { EmployerRole, Portal, PracticeRole, StaffRole } from '@dental/domain';

/** Every demo account's password (it meets the spec §5 strength rule). */
export const DEMO_PASSWORD = 'DemoPass123';

export const DEMO_EMAILS = {
  member: 'member@example.com',
  inOffice: 'inoffice@example.com',
  healthshare: 'healthshare@example.com',
  employee: 'employee@example.com',
  dentist: 'dentist@example.com',
  frontDesk: 'frontdesk@example.com',
  employer: 'employer@example.com',
  employerEdi: 'employer-edi@example.com',
  admin: 'admin@example.com',
  staffSupport: 'staff-support@example.com',
  staffOperations: 'staff-operations@example.com',
  staffFinance: 'staff-finance@example.com',
} as const;

/** The role of each demo account of the dentist, employer and admin portals (decision 0023: one of each role). */
export const DEMO_ROLES = {
  practice: { [DEMO_EMAILS.dentist]: 'owner', [DEMO_EMAILS.frontDesk]: 'front_desk' },
  employer: { [DEMO_EMAILS.employer]: 'company_admin', [DEMO_EMAILS.employerEdi]: 'company_admin' },
  staff: {
    [DEMO_EMAILS.admin]: 'super_admin',
    [DEMO_EMAILS.staffSupport]: 'support',
    [DEMO_EMAILS.staffOperations]: 'operations',
    [DEMO_EMAILS.staffFinance]: 'finance',
  },
} as const satisfies {
  practice: Record<string, PracticeRole>;
  employer: Record<string, EmployerRole>;
  staff: Record<string, StaffRole>;
};

/**
 * The authenticator secret of the demo users who must use a second factor (decision 0025): base32 of 20
 * bytes like a real one, and public on purpose (the README lists it; prod refuses such a factor).
 */
export const DEMO_TOTP_SECRET = 'DEMOMFADEMOMFADEMOMFADEMOMFADEMO';

/** The demo users who must use a second factor (decision 0025): they get the demo TOTP secret (seed-demo-mfa.ts). */
export const DEMO_MFA_EMAILS: readonly string[] = [
  DEMO_EMAILS.dentist,
  DEMO_EMAILS.admin,
  DEMO_EMAILS.staffSupport,
  DEMO_EMAILS.staffOperations,
  DEMO_EMAILS.staffFinance,
];

/** The demo accounts, in the order `npm start` prints them (the first seven are the original sign-ins). */
export const DEMO_SIGN_INS: readonly { portal: Portal; email: string; description: string }[] = [
  {
    portal: 'member',
    email: DEMO_EMAILS.member,
    description: 'primary with spouse, child and adult dependent; individual plan',
  },
  { portal: 'member', email: DEMO_EMAILS.inOffice, description: 'in-office membership with instalments' },
  { portal: 'member', email: DEMO_EMAILS.healthshare, description: 'Altrua healthshare member' },
  { portal: 'member', email: DEMO_EMAILS.employee, description: 'employee with employer benefit' },
  { portal: 'dentist', email: DEMO_EMAILS.dentist, description: 'owner of a verified practice' },
  { portal: 'employer', email: DEMO_EMAILS.employer, description: 'company admin (HR) of a company with employees' },
  { portal: 'admin', email: DEMO_EMAILS.admin, description: 'provider staff: super admin' },
  { portal: 'dentist', email: DEMO_EMAILS.frontDesk, description: "front desk at dentist@'s practice" },
  { portal: 'admin', email: DEMO_EMAILS.staffSupport, description: 'provider staff: support (read only)' },
  { portal: 'admin', email: DEMO_EMAILS.staffOperations, description: 'provider staff: operations' },
  { portal: 'admin', email: DEMO_EMAILS.staffFinance, description: 'provider staff: finance' },
  {
    portal: 'employer',
    email: DEMO_EMAILS.employerEdi,
    description: 'company admin (HR) of a company that enrols by EDI (X12 834 files)',
  },
];

/** Where generated members sign in: member<N>@demo.example.com. */
export function generatedMemberEmail(n: number): string {
  return `member${n}@demo.example.com`;
}
