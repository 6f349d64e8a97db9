import Box from '@mui/material/Box';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { checkHints, type Hint } from '@dental/domain';

/** spec §5 password strength hints, shown under a new password field and ticked as they are met. */
export function PasswordHints({ hints, value }: { hints: readonly Hint[]; value: string }) {
  return (
    <Box component="ul" aria-label="Password requirements" sx={{ m: 0, mt: '4px !important', p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {checkHints(hints, value).map((hint) => (
        <Box component="li" key={hint.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: '0.8125rem', color: hint.met ? 'success.main' : 'text.secondary' }}>
          {hint.met ? (
            <CheckCircleRounded sx={{ fontSize: 16 }} titleAccess="Met" />
          ) : (
            <RadioButtonUncheckedRounded sx={{ fontSize: 16 }} titleAccess="Not met" />
          )}
          {hint.label}
        </Box>
      ))}
    </Box>
  );
}
