// The demo sign-ins (issue 2): printed by `npm start`, used by the browser tests and by people trying it out.
import type { Portal } from '@dental/domain';

/** Every demo account's password (it meets the spec §5 strength rule). */
export const DEMO_PASSWORD = 'DemoPass123';

export const DEMO_EMAILS = {
  member: 'member@example.com',
  inOffice: 'inoffice@example.com',
  healthshare: 'healthshare@example.com',
  employee: 'employee@example.com',
  dentist: 'dentist@example.com',
  employer: 'employer@example.com',
  admin: 'admin@example.com',
} as const;

/**
 * The authenticator secret of the demo users who must use a second factor (decision 0025): base32 of 20
 * bytes like a real one, and public on purpose (the README lists it; prod refuses such a factor).
 */
export const DEMO_TOTP_SECRET = 'DEMOMFADEMOMFADEMOMFADEMOMFADEMO';

/** The demo users who must use a second factor (decision 0025): they get the demo TOTP secret (seed-demo-mfa.ts). */
export const DEMO_MFA_EMAILS: readonly string[] = [DEMO_EMAILS.admin];

/** The seven demo accounts, in the order `npm start` prints them. */
export const DEMO_SIGN_INS: readonly { portal: Portal; email: string; description: string }[] = [
  { portal: 'member', email: DEMO_EMAILS.member, description: 'primary with spouse, child and adult dependent; individual plan' },
  { portal: 'member', email: DEMO_EMAILS.inOffice, description: 'in-office membership with instalments' },
  { portal: 'member', email: DEMO_EMAILS.healthshare, description: 'Altrua healthshare member' },
  { portal: 'member', email: DEMO_EMAILS.employee, description: 'employee with employer benefit' },
  { portal: 'dentist', email: DEMO_EMAILS.dentist, description: 'owner of a verified practice' },
  { portal: 'employer', email: DEMO_EMAILS.employer, description: 'HR admin of a company with employees' },
  { portal: 'admin', email: DEMO_EMAILS.admin, description: 'provider staff' },
];

/** Where generated members sign in: member<N>@demo.example.com. */
export function generatedMemberEmail(n: number): string {
  return `member${n}@demo.example.com`;
}
