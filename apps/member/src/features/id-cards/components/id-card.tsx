import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NETWORK_LABELS, formatIsoDate, formatPhone, type MemberIdCardData } from '@dental/domain';

/** ID-1 card proportions (85.60 x 53.98 mm). */
const CARD_RATIO = '85.6 / 53.98';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="dt"
        sx={{ fontSize: '0.6875rem', textTransform: 'uppercase', letterSpacing: '0.04em', color: '#d7eef0' }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 600, fontSize: '0.9375rem', overflowWrap: 'anywhere', lineHeight: 1.25 }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * An accessible on-screen rendition of the member's ID card (issue 4): the same facts as the PDF and PNG,
 * as text in a labelled region, so screen readers and zoom work.
 */
export function IdCard({ card, word }: { card: MemberIdCardData; word: (text: string) => string }) {
  const network = card.network ? NETWORK_LABELS[card.network] : word('No network');
  const title = card.group_number ? word('Group ID card') : 'Member ID card';
  return (
    <Box
      role="group"
      aria-label={`${title} of ${card.member_name}`}
      className="member-id-card"
      sx={{
        width: '100%',
        maxWidth: 400,
        aspectRatio: { sm: CARD_RATIO },
        borderRadius: 3,
        p: 2,
        color: '#ffffff',
        background: 'linear-gradient(135deg, #08525a 0%, #0b6b73 60%, #1f5fa8 140%)',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        printColorAdjust: 'exact',
        WebkitPrintColorAdjust: 'exact',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {card.issuer_name}
        </Typography>
        <Typography component="p" sx={{ fontSize: '0.75rem', color: '#d7eef0', textAlign: 'right' }}>
          {title}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, rowGap: 0.75, flex: 1 }}
      >
        <Field label="Name" value={card.member_name} />
        <Field label="Member ID" value={card.member_id} />
        <Field label={word('Plan')} value={card.plan_name} />
        <Field label={word('Network')} value={network} />
        {card.group_number && <Field label="Group" value={card.group_number} />}
        {card.effective_date && <Field label="Effective" value={formatIsoDate(card.effective_date)} />}
      </Box>
      <Typography component="p" sx={{ fontSize: '0.75rem', color: '#d7eef0' }}>
        Customer service: {formatPhone(card.customer_service_phone)}
      </Typography>
    </Box>
  );
}
