import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Link as RouterLink } from 'react-router';
import type { IdCardsLinks } from '@dental/domain';
import { useBenefit } from '../../../shared/api/benefit';
import { useIdCardData, useIdCardsLinks } from '../api/id-cards';
import { cardFiles, patientIdOfLink } from './card-files';
import { GroupIdCardPanel } from './group-id-card';
import { IdCard } from './id-card';
import { LoadError, LoadingLines, SectionCard, UntilHydrated } from '@dental/ui';

// Printing shows the on-screen card alone.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.member-id-card, .member-id-card *': { visibility: 'visible' },
        '.member-id-card': { position: 'absolute', left: 0, top: 0, width: '85.6mm !important', height: '53.98mm' },
      },
    }}
  />
);

/** A family member of the card links: their patient id and name. */
export interface CardHolder {
  patientId: number;
  name: string;
  pdf: string;
}

/** The family's card holders in the order of the links answer (spec §3), named from the family list. */
export function familyCardHolders(links: IdCardsLinks, names: ReadonlyMap<number, string>): CardHolder[] {
  return links.family_members.map((entry) => ({
    patientId: entry.family_patient_id,
    name: names.get(entry.family_patient_id) ?? `Patient ${entry.family_patient_id}`,
    pdf: entry.family_member_url,
  }));
}

function FileLinks({ holder }: { holder: CardHolder }) {
  const { name } = holder;
  const files = { pdf: holder.pdf, png: cardFiles(holder.patientId).png };
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Link href={files.pdf} download aria-label={`PDF ID card of ${name}`}>
        PDF
      </Link>
      <Link href={files.png} download aria-label={`PNG ID card of ${name}`}>
        PNG
      </Link>
    </Box>
  );
}

/** What a member with no active plan sees instead of a card: why, and where to go. */
function NoCardNotice({ word }: { word: (text: string) => string }) {
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{word('You have no active plan, so there is no member ID card to show.')}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {word(
          'With a plan, your card appears here to download or print. You can buy a membership plan from a dentist near you, or ask us if you think your plan should be active.',
        )}
      </Typography>
      <Button component={RouterLink} to="/in-office-plans" variant="contained">
        Shop dental plans
      </Button>
    </Box>
  );
}

/**
 * Issue 4 ID cards: the member's card on screen, Download PDF / PNG and Print, the household's group ID card for a
 * member with an employer benefit (issue 27 item 7), and the family's card files.
 */
export function IdCardsSection({
  familyNames,
  word,
}: {
  familyNames: ReadonlyMap<number, string>;
  word: (text: string) => string;
}) {
  const card = useIdCardData();
  const links = useIdCardsLinks();
  const benefit = useBenefit();
  // A card reading 'No active plan' proves nothing at a dentist's desk: such a member gets no card.
  const noPlan = benefit.data?.benefit_type === 'inactive';
  const planKnown = benefit.data !== undefined || benefit.isError;
  const memberPatientId = links.data ? patientIdOfLink(links.data.requesting_member_url) : null;
  const memberFiles = links.data
    ? { pdf: links.data.requesting_member_url, png: memberPatientId ? cardFiles(memberPatientId).png : null }
    : null;
  return (
    <SectionCard id="id-cards-heading" title="ID cards">
      {printStyles}
      {(card.isPending || !planKnown) && <LoadingLines lines={4} label="Loading ID card" />}
      {noPlan && <NoCardNotice word={word} />}
      {card.isError && !noPlan && <LoadError what="your ID card" onRetry={() => void card.refetch()} />}
      {card.data && planKnown && !noPlan && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
          <IdCard card={card.data} word={word} />
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 180 }}>
            {memberFiles && (
              <>
                <Button variant="contained" startIcon={<DownloadRounded />} href={memberFiles.pdf} download>
                  Download PDF
                </Button>
                {memberFiles.png && (
                  <Button variant="outlined" startIcon={<DownloadRounded />} href={memberFiles.png} download>
                    Download PNG
                  </Button>
                )}
              </>
            )}
            {/* Drawn at the server with the home (decision 0034): Print waits for React; the downloads above are
                links, which the browser follows without it. */}
            <UntilHydrated>
              <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
                Print
              </Button>
            </UntilHydrated>
          </Box>
        </Box>
      )}
      <GroupIdCardPanel />
      {links.isError && <LoadError what="the ID card files" onRetry={() => void links.refetch()} />}
      {links.data && links.data.family_members.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
            Family ID cards
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {familyCardHolders(links.data, familyNames).map((holder) => (
              <Box
                component="li"
                key={holder.patientId}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
              >
                <Typography>{holder.name}</Typography>
                <FileLinks holder={holder} />
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </SectionCard>
  );
}
