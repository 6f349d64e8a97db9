// Issue 27 item 7, decision 0059: the group ID card's paths, messages and printed labels, apart from its schemas
// (employer-id-cards.ts), so a screen that links a card or prints its plan does not carry zod (as endpoint-paths.ts).
import { RELATIONSHIP_LABELS } from '../enums/people.js';
import { standardPlanLabel } from '../enums/plans.js';
import type { GroupIdCard, GroupIdCardDependent } from './employer-id-cards.js';

/** One employee's group ID card; ':id' is the employee's (another company's: 404). */
export const EMPLOYER_GROUP_ID_CARD_PATHS = {
  pdf: 'employer/v1/employees/:id/group-id-card.pdf',
  png: 'employer/v1/employees/:id/group-id-card.png',
} as const;

/** Every active employee's group ID card in one PDF, eight cards to a Letter page, in the list's order. */
export const EMPLOYER_GROUP_ID_CARDS_PDF_PATH = 'employer/v1/employees/group-id-cards.pdf';

/** The signed-in member's group ID card: their household's (no id: the household is the caller's). */
export const MEMBER_GROUP_ID_CARD_PATHS = {
  pdf: 'member/v4/benefit/group-id-card.pdf',
  png: 'member/v4/benefit/group-id-card.png',
} as const;

/** The member's group ID card data. */
export const MEMBER_GROUP_ID_CARD_DATA_PATH = 'member/v4/benefit/group-id-card/';

/** A member without an employer benefit asked for a group card file (the data call answers null instead). */
export const MSG_NO_GROUP_ID_CARD = 'You have no employer benefit, so there is no group ID card.';
/** The HR admin asked for the card of an employee whose cover has ended. */
export const MSG_GROUP_ID_CARD_COVER_ENDED = 'This employee’s cover has ended, so there is no group ID card.';
/** The HR admin asked for every active employee's card, and no employee's cover is in force. */
export const MSG_NO_ACTIVE_EMPLOYEES = 'No employee’s cover is in force today, so there are no ID cards to download.';

/** The plan as a card prints it: its name and, for a standard plan, its type ('Acme Dental (Gold Medium)'). */
export function groupIdCardPlanLabel(card: Pick<GroupIdCard, 'plan_name' | 'plan_type'>): string {
  if (card.plan_name === null) return 'No plan';
  return card.plan_type === null ? card.plan_name : `${card.plan_name} (${standardPlanLabel(card.plan_type)})`;
}

/** A dependent as a card names them ('Sam Newhire (Spouse)'; spec §3: 'Adult Dependent'). */
export function groupIdCardDependentLabel(dependent: GroupIdCardDependent): string {
  return `${dependent.name} (${RELATIONSHIP_LABELS[dependent.relationship]})`;
}
