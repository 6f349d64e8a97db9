// Issue 27 item 1: the company profile. The EIN or SSN is answered as its kind and last four digits only.
import type { CompanyProfileRecord, CompanyProfileUpdateRequest } from '@dental/domain';
import { NotFoundError } from '../../../http/errors.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import type { EmployerCaller } from '../../../platform/caller.js';
import type { CompanyRepository, CompanyRow, CompanyUpdate } from './company.repository.js';

/** The names of the profile fields an update changes (audited: names only, never the values). */
function changedFields(before: CompanyRow, update: CompanyUpdate): string[] {
  const fields = ['name', 'address_line_1', 'address_line_2', 'city', 'state', 'zip', 'phone'] as const;
  const changed: string[] = fields.filter((field) => before[field] !== update[field]);
  if (JSON.stringify(before.contacts) !== JSON.stringify(update.contacts)) changed.push('contacts');
  if (update.taxId !== null && (update.taxId.ein !== before.ein || update.taxId.ssn !== before.ssn))
    changed.push('tax_id');
  return changed;
}

export function profileOf(row: CompanyRow): CompanyProfileRecord {
  const taxId = row.ein ?? row.ssn ?? '';
  return {
    id: row.id,
    legal_name: row.name,
    tax_id_kind: row.ein !== null ? 'EIN' : 'SSN',
    tax_id_last4: taxId.slice(-4),
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    contacts: row.contacts,
    uses_edi: row.is_edi,
    bank_status: row.bank_status,
  };
}

export function companyService(deps: { repo: CompanyRepository }) {
  const { repo } = deps;
  return {
    /** GET employer/v1/company/: the caller's company. */
    async profile(caller: EmployerCaller): Promise<{ data: CompanyProfileRecord }> {
      const row = await repo.one(caller.scope.companyId);
      if (!row) throw new NotFoundError();
      return { data: profileOf(row) };
    },

    /**
     * PATCH employer/v1/company/: the profile fields; the EIN or SSN only when sent (kept whole, as the table
     * keeps it, answered as kind and last four). The change audited with the names of the fields it changed.
     */
    async update(caller: EmployerCaller, body: CompanyProfileUpdateRequest): Promise<{ data: CompanyProfileRecord }> {
      const companyId = caller.scope.companyId;
      const update: CompanyUpdate = {
        name: body.legal_name,
        address_line_1: body.address_line_1,
        address_line_2: body.address_line_2 ?? null,
        city: body.city,
        state: body.state,
        zip: body.zip,
        phone: body.phone,
        contacts: body.contacts.map((contact) => ({ ...contact, phone: contact.phone ?? null })),
        taxId: body.tax_id,
      };
      const row = await repo.transaction(async (tx) => {
        const before = await repo.lockOne(tx, companyId);
        if (!before) throw new NotFoundError();
        const after = await repo.update(tx, companyId, update);
        await repo.audit(tx, caller, {
          action: AUDIT_ACTIONS.companyProfileUpdate,
          outcome: 'success',
          subjectType: 'employer',
          subjectId: companyId,
          details: { fields: changedFields(before, update) },
        });
        return after;
      });
      return { data: profileOf(row) };
    },
  };
}
export type CompanyService = ReturnType<typeof companyService>;
