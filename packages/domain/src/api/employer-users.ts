// Issue 27 item 1 (decision 0058): the company's HR users. The company admin lists them, invites another by name
// and email (a mailed single-use link to /accept-invite on the employer portal, where the invitee sets their
// password), sends an invitation again, withdraws one, and removes a user (never themselves, never the last
// admin). The limits and the invitation's life are the dentist practice's (decisions 0029 and 0046): the same
// constants, the same acceptance rule and form.
//   GET    employer/v1/company/users/                      the users and the open invitations
//   POST   employer/v1/company/users/invites/              { first_name, last_name, email }
//   POST   employer/v1/company/users/invites/:id/resend/   a new link (the old one stops working)
//   DELETE employer/v1/company/users/invites/:id/          withdraws an invitation
//   DELETE employer/v1/company/users/:id/                  removes a user: their sessions end
//   POST   employer/v1/user-invites/accept/                public: the code in the link is the credential
import { z } from 'zod';
import { EMPLOYER_ROLES } from './guards.js';
import { emailSchema } from '../validation/email.js';
import { requiredTextSchema } from '../validation/text.js';
import { MSG_INVALID } from '../validation/messages.js';
import { dataEnvelope } from './envelope.js';
import { idSchema } from './common.js';
import { staffInviteSchema } from './dentist-practice-staff.js';

export const MSG_EMPLOYER_INVITE_INVALID =
  'This invitation has expired or has already been used. Ask your company’s administrator for a new one.';
export const MSG_EMAIL_HAS_EMPLOYER_ACCOUNT = 'This email already has an employer portal account';
export const MSG_CANNOT_REMOVE_YOURSELF = 'You cannot remove yourself: ask another administrator';
export const MSG_LAST_ADMIN = 'The company’s last administrator cannot be removed';

export const companyUserSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(EMPLOYER_ROLES),
  /** The signed-in user (who cannot remove themselves). */
  is_you: z.boolean(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** An open invitation: the practice's invitation with the invitee's name. */
export const companyInviteSchema = staffInviteSchema.extend({ first_name: z.string(), last_name: z.string() });
export type CompanyInvite = z.infer<typeof companyInviteSchema>;

/** GET employer/v1/company/users/: the users who can sign in and the invitations neither accepted nor withdrawn. */
export const companyUsersResponseSchema = dataEnvelope(
  z.object({ users: z.array(companyUserSchema), invites: z.array(companyInviteSchema) }),
);
export type CompanyUsers = z.infer<typeof companyUsersResponseSchema>['data'];

/** POST employer/v1/company/users/invites/. */
export const companyInviteBodySchema = z.object(
  { first_name: requiredTextSchema, last_name: requiredTextSchema, email: emailSchema },
  { error: MSG_INVALID },
);
export type CompanyInviteBody = z.input<typeof companyInviteBodySchema>;
/** POST .../invites/ and .../invites/:id/resend/: the invitation as it now stands. */
export const companyInviteResponseSchema = dataEnvelope(companyInviteSchema);
