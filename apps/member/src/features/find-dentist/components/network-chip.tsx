import Chip from '@mui/material/Chip';
import type { PracticeNetworkType } from '@dental/domain';
import { useWording } from '../../../shared/hooks/use-wording';
import { networkWording } from './search-words';

/** Issue 6: out-of-network practices are clearly marked, in words (not colour alone), with a strong border. */
export function NetworkChip({ network, inNetwork }: { network: PracticeNetworkType; inNetwork: boolean | null }) {
  const word = useWording();
  const label = word(networkWording(network, inNetwork).label);
  const border = inNetwork === false ? 'error.main' : inNetwork ? 'success.main' : 'divider';
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      sx={{
        color: 'text.primary',
        borderColor: border,
        borderWidth: inNetwork === false ? 2 : 1,
        fontWeight: inNetwork === false ? 600 : 400,
      }}
    />
  );
}
