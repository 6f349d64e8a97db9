import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RELATIONSHIP_LABELS, formatIsoDate, formatPhone, fullName, type Member } from '@dental/domain';
import { Detail, SectionCard } from '@dental/ui';

/** The details' labels in their order (the loading state shows them with grey bars for the values). */
const LABELS = ['Name', 'Member ID', 'Relationship', 'Date of birth', 'Email', 'Phone', 'Address'] as const;

/**
 * spec §2 home: the member's details, with a way to change them. Without `member` (still loading) the card
 * has its final shape, labels and grey bars, so nothing below it moves when the details arrive (issue 17).
 */
export function MemberDetailsCard({ member, word }: { member: Member | undefined; word: (text: string) => string }) {
  if (!member) {
    return (
      <SectionCard id="member-details-heading" title="Member details" action={<EditDetails />}>
        <Box component="dl" role="status" aria-label="Loading member details" aria-busy="true" sx={detailsGrid}>
          {LABELS.map((label) => (
            <Box key={label} sx={{ minWidth: 0, gridColumn: label === 'Address' ? { sm: '1 / -1' } : undefined }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label === 'Relationship' ? word(label) : label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                <Skeleton variant="text" width="60%" />
              </Typography>
            </Box>
          ))}
        </Box>
      </SectionCard>
    );
  }
  const address = [member.address_line_1, member.address_line_2, `${member.city}, ${member.state} ${member.zip}`]
    .filter(Boolean)
    .join(', ');
  return (
    <SectionCard id="member-details-heading" title="Member details" action={<EditDetails />}>
      <Box component="dl" sx={detailsGrid}>
        <Detail label="Name" value={fullName(member)} />
        <Detail label="Member ID" value={member.member_id} />
        <Detail label="Relationship" value={word(RELATIONSHIP_LABELS[member.relationship])} />
        <Detail label="Date of birth" value={formatIsoDate(member.date_of_birth)} />
        <Detail label="Email" value={member.email} />
        <Detail label="Phone" value={member.phone ? formatPhone(member.phone) : ''} />
        <Detail label="Address" value={address} wide />
      </Box>
    </SectionCard>
  );
}

const detailsGrid = { m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function EditDetails() {
  return (
    <Button component={RouterLink} to="/my-account" size="small" variant="outlined">
      Edit details
    </Button>
  );
}
