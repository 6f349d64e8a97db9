import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NETWORK_LABELS, formatIsoDate, formatPhone, type MemberIdCardData } from '@dental/domain';

/** What the section's print styles show alone. */
export const PRINTED_CARD_CLASS = 'member-id-card';

/** ID-1 card proportions (85.60 x 53.98 mm). */
const CARD_RATIO = '85.6 / 53.98';

/** One labelled fact of a card: a term and its description. */
export function CardField({ label, value }: { label: string; value: string }) {
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
 * The frame of an on-screen card: a labelled region with the heading and the title in its top row, the facts as a
 * description list and customer service at the foot. Printing shows the `printable` card alone (the member's).
 */
export function CardFrame({
  label,
  heading,
  title,
  customerServicePhone,
  printable = false,
  children,
}: {
  label: string;
  heading: string;
  title: string;
  customerServicePhone: string;
  printable?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      className={printable ? PRINTED_CARD_CLASS : undefined}
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
          {heading}
        </Typography>
        <Typography component="p" sx={{ fontSize: '0.75rem', color: '#d7eef0', textAlign: 'right' }}>
          {title}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, rowGap: 0.75, flex: 1 }}
      >
        {children}
      </Box>
      <Typography component="p" sx={{ fontSize: '0.75rem', color: '#d7eef0' }}>
        Customer service: {formatPhone(customerServicePhone)}
      </Typography>
    </Box>
  );
}

/**
 * An accessible on-screen rendition of the member's ID card (issue 4): the same facts as the PDF and PNG,
 * as text in a labelled region, so screen readers and zoom work. A member with employer cover sees their group
 * number on it; the household's group ID card (spec §2, issue 27 item 7) is a card of its own (GroupIdCardView).
 */
export function IdCard({ card, word }: { card: MemberIdCardData; word: (text: string) => string }) {
  const network = card.network ? NETWORK_LABELS[card.network] : word('No network');
  return (
    <CardFrame
      label={`Member ID card of ${card.member_name}`}
      heading={card.issuer_name}
      title="Member ID card"
      customerServicePhone={card.customer_service_phone}
      printable
    >
      <CardField label="Name" value={card.member_name} />
      <CardField label="Member ID" value={card.member_id} />
      <CardField label={word('Plan')} value={card.plan_name} />
      <CardField label={word('Network')} value={network} />
      {card.group_number && <CardField label="Group" value={card.group_number} />}
      {card.effective_date && <CardField label="Effective" value={formatIsoDate(card.effective_date)} />}
    </CardFrame>
  );
}
