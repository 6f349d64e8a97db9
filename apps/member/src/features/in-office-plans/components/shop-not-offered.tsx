import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { normaliseBenefitType } from '@dental/domain';
import { useWording } from '../../../shared/hooks/use-wording';

/** Why the shop is not for a group member (decided here; Altrua members see healthshare wording). */
export function shopNotOfferedReason(benefitType: unknown): string {
  return normaliseBenefitType(benefitType) === 'Altrua'
    ? 'Your dental benefits come with your Altrua membership, so practices’ in-office plans are not sold to you here.'
    : 'Your dental benefits come through your employer’s group plan, so practices’ in-office plans are not sold to you here.';
}

/**
 * spec §2 and §6: Shop dental plans is hidden for employer and Altrua benefits; a member who types its
 * address is told why instead of shown the shop (issue 17).
 */
export function ShopNotOffered({ benefitType }: { benefitType: unknown }) {
  const word = useWording();
  return (
    <Alert severity="info">
      <AlertTitle>{word('In-office plans are not offered with your coverage')}</AlertTitle>
      {word(shopNotOfferedReason(benefitType))} {word('Questions about what your plan covers?')}{' '}
      <Link component={RouterLink} to="/help-support" underline="always">
        Help and support
      </Link>
    </Alert>
  );
}
