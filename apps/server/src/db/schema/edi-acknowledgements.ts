// Issue 27 item 5, decision 0057: the 999 acknowledgement of each 834 file an EDI company applied, as sent back,
// numbered per company (control_number, the 999's ISA13 and GS06), with the file's SHA-256.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employers } from './employers.js';

export const ediAcknowledgements = pgTable(
  'edi_acknowledgements',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    controlNumber: integer('control_number').notNull(),
    fileDigest: text('file_digest').notNull(),
    applied: boolean('applied').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('edi_acknowledgements_control_key').on(t.employerId, t.controlNumber),
    index('edi_acknowledgements_digest_idx').on(t.employerId, t.fileDigest),
  ],
);
