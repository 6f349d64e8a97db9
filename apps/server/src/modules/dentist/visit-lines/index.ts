// The visit-lines module's door (issue 25 item 7): the line model, pricing and audit row that the practice's
// visits and estimates share (dentist-visits, dentist-estimates). It has no routes of its own.
export { lineItemOf, lineToPriceOf, priceLines, requestHashOf, type NewLine, type StoredLine } from './visit-lines.js';
export { practiceAudit, practiceAuditEntry, type PracticeAuditDetails } from './practice-audit.js';
