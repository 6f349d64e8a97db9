import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPhone, isBankVerified, type CompanyProfileRecord } from '@dental/domain';
import { Detail } from '@dental/ui';

function addressOf(profile: CompanyProfileRecord): string {
  const street = [profile.address_line_1, profile.address_line_2].filter(Boolean).join(', ');
  return `${street}, ${profile.city}, ${profile.state} ${profile.zip}`;
}

/** The profile as read: name, tax id (kind and last four), address, phone, contacts. */
export function CompanyProfileView({ profile }: { profile: CompanyProfileRecord }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Detail label="Legal name" value={profile.legal_name} />
      <Detail label="Tax id" value={`${profile.tax_id_kind} ending ${profile.tax_id_last4}`} />
      <Detail label="Address" value={addressOf(profile)} wide />
      <Detail label="Phone" value={formatPhone(profile.phone)} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          Contacts
        </Typography>
        {profile.contacts.length === 0 ? (
          <Typography component="dd" sx={{ m: 0 }}>
            None yet: add at least one (Edit profile)
          </Typography>
        ) : (
          profile.contacts.map((contact) => (
            <Typography component="dd" key={`${contact.email}-${contact.name}`} sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {contact.name} · {contact.email}
              {contact.phone ? ` · ${formatPhone(contact.phone)}` : ''}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}

/** spec §6: what the EDI flag and the bank status mean for this company, read-only. */
export function CompanySettingsView({ profile }: { profile: CompanyProfileRecord }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Detail
        label="Enrolment by EDI"
        value={
          profile.uses_edi
            ? 'Yes: some features are disabled for companies using EDI. Employees and dependents come from your EDI file; the portal shows them but cannot change them.'
            : 'No: you enrol employees here, one by one or with a census file.'
        }
        wide
      />
      <Detail
        label="Bank account"
        value={
          isBankVerified(profile.bank_status)
            ? 'Verified'
            : `Not verified yet (${profile.bank_status}): some features are enabled only after the bank is verified.`
        }
        wide
      />
    </Box>
  );
}
