// The ID cards' door for the employer module (issue 27 item 7, decision 0059): a company's group ID cards are read
// and drawn by the same code as the member's (one card drawer, one group card query).
export {
  groupIdCardsRepository,
  type GroupCardCursor,
  type GroupCardRow,
  type GroupIdCardsRepository,
} from './group-id-cards.repository.js';
export { groupIdCardFile, groupIdCardOf, groupIdCardsSheetsPdf } from './group-id-card.js';
export type { CardFormat } from './id-cards.service.js';
