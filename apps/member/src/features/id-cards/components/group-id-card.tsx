import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import {
  MEMBER_GROUP_ID_CARD_PATHS,
  apiPath,
  formatIsoDate,
  groupIdCardDependentLabel,
  groupIdCardPlanLabel,
  type GroupIdCard,
} from '@dental/domain';
import { LoadError } from '@dental/ui';
import { useGroupIdCard } from '../api/id-cards';
import { CardField, CardFrame } from './id-card';

/** Issue 27 item 7: the household's group ID card on screen (spec §2's chunk), the same facts as its PDF and PNG. */
export function GroupIdCardView({ card }: { card: GroupIdCard }) {
  const dependents = card.dependents.map(groupIdCardDependentLabel);
  return (
    <CardFrame
      label={`Group ID card of ${card.employee_name}, ${card.company_name}`}
      heading={card.company_name}
      title="Group ID card"
      customerServicePhone={card.customer_service_phone}
    >
      <CardField label="Employee" value={card.employee_name} />
      <CardField label="Member ID" value={card.member_id} />
      <CardField label="Group" value={card.group_number} />
      <CardField label="Cover start" value={formatIsoDate(card.cover_start_date)} />
      <CardField label="Plan" value={groupIdCardPlanLabel(card)} />
      <CardField label="Dependents covered" value={dependents.length > 0 ? dependents.join(', ') : 'None'} />
    </CardFrame>
  );
}

/**
 * The group ID card of a member with an employer benefit, with its PDF and PNG downloads; nothing for a member
 * without one (the call answers null) and nothing while it loads (most members have none: no placeholder).
 */
export function GroupIdCardPanel() {
  const group = useGroupIdCard();
  if (group.isError) return <LoadError what="your group ID card" onRetry={() => void group.refetch()} />;
  if (!group.data) return null;
  return (
    <Box component="section" aria-labelledby="group-id-card-heading" sx={{ mt: 3 }}>
      <Typography id="group-id-card-heading" variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        Group ID card
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Your employer’s group plan card for your household, issued by {group.data.issuer_name}.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <GroupIdCardView card={group.data} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 180 }}>
          {(['pdf', 'png'] as const).map((format, i) => (
            <Button
              key={format}
              variant={i === 0 ? 'contained' : 'outlined'}
              startIcon={<DownloadRounded />}
              href={apiPath(MEMBER_GROUP_ID_CARD_PATHS[format])}
              download
            >
              Download group ID card ({format.toUpperCase()})
            </Button>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
