import Box from '@mui/material/Box';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { checkHints, type Hint } from '@dental/domain';

/** spec §2 and §5: the requirement list of a password or username tooltip, each ticked when met. */
export function RequirementHints({ title, hints, value }: { title: string; hints: readonly Hint[]; value: string }) {
  return (
    <Box sx={{ py: 0.5 }}>
      <Box component="p" sx={{ m: 0, mb: 0.5, fontWeight: 600 }}>
        {title}
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {checkHints(hints, value).map((hint) => (
          <Box component="li" key={hint.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {hint.met ? (
              <CheckCircleRounded sx={{ fontSize: 16 }} titleAccess="Met" />
            ) : (
              <RadioButtonUncheckedRounded sx={{ fontSize: 16 }} titleAccess="Not met" />
            )}
            {hint.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
