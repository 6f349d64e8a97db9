import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RELATIONSHIP_LABELS, formatIsoDate, formatPhone, fullName, type Member } from '@dental/domain';
import { Detail } from '../../../shared/components/detail';
import { SectionCard } from '../../../shared/components/section-card';

/** spec §2 home: the member's details, with a way to change them. */
export function MemberDetailsCard({ member, word }: { member: Member; word: (text: string) => string }) {
  const address = [member.address_line_1, member.address_line_2, `${member.city}, ${member.state} ${member.zip}`].filter(Boolean).join(', ');
  return (
    <SectionCard
      id="member-details-heading"
      title="Member details"
      action={
        <Button component={RouterLink} to="/my-account" size="small" variant="outlined">
          Edit details
        </Button>
      }
    >
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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
