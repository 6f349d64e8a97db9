// Issue 27 item 1: the company profile. The EIN or SSN is answered as its kind and last four digits only.
import type { CompanyProfileRecord } from '@dental/domain';
import { NotFoundError } from '../../../http/errors.js';
import type { EmployerCaller } from '../../../platform/caller.js';
import type { CompanyRepository, CompanyRow } from './company.repository.js';

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
  };
}
export type CompanyService = ReturnType<typeof companyService>;
