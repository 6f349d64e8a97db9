import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle, SectionCard, useSupportEmail } from '@dental/ui';
import { Faq } from '../../features/help/components/faq';
import { useBenefit } from '../../shared/api/benefit';
import { useWording } from '../../shared/hooks/use-wording';

/** spec §2 /help-support: the support contact (spec §1, from the start-up response), a short FAQ, how to claim. */
export function Component() {
  const word = useWording();
  const supportEmail = useSupportEmail();
  const claimUrl = useBenefit().data?.request_reimbursement_form_url ?? null;
  return (
    <>
      <PageTitle lead="Answers to common questions, and how to reach us.">Help and support</PageTitle>
      <Stack spacing={3}>
        <SectionCard id="contact-heading" title="Contact us">
          <Typography>
            Email our support team at{' '}
            <Link href={`mailto:${supportEmail}`} underline="always">
              {supportEmail}
            </Link>
            . We answer within one business day.
          </Typography>
        </SectionCard>
        <SectionCard id="claim-heading" title="How to submit a claim">
          <Typography component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
            <li>
              {word('Visit any dentist. In-network dentists bill your plan directly, so there is nothing to claim.')}
            </li>
            <li>Ask the dental office for an itemised receipt with the procedure codes and what you paid.</li>
            <li>
              {claimUrl ? (
                <>
                  Use{' '}
                  <Link href={claimUrl} target="_blank" rel="noopener" underline="always">
                    Submit a claim (opens in a new window)
                  </Link>{' '}
                  in the top bar, fill in the reimbursement form and attach the receipt.
                </>
              ) : (
                word(
                  'Your plan does not take reimbursement claims online; email the receipt to support and we will help.',
                )
              )}
            </li>
            <li>We review it and send you a notification with the decision; approved amounts are paid to you.</li>
          </Typography>
        </SectionCard>
        <SectionCard id="faq-heading" title="Frequently asked questions">
          <Faq word={word} />
        </SectionCard>
      </Stack>
    </>
  );
}
