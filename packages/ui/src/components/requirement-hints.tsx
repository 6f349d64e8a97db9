import Box from '@mui/material/Box';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { checkHints, type Hint } from '@dental/domain';

interface RequirementHintsProps {
  /** What the requirements are of ('Password requirements'): the tooltip's heading, or the inline list's name. */
  title: string;
  hints: readonly Hint[];
  value: string;
  /**
   * 'tooltip' (spec §2: inside a field's tooltip, under the title) or 'inline' (spec §5: a row under a new
   * password field, named by the title for screen readers, each hint coloured when met).
   */
  layout?: 'tooltip' | 'inline';
}

/** spec §2 and §5: the requirements of a password or username, each ticked when met. */
export function RequirementHints({ title, hints, value, layout = 'tooltip' }: RequirementHintsProps) {
  const inline = layout === 'inline';
  const list = (
    <Box
      component="ul"
      aria-label={inline ? title : undefined}
      sx={
        inline
          ? {
              m: 0,
              mt: '4px !important',
              p: 0,
              listStyle: 'none',
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 2,
              rowGap: 0.5,
            }
          : { m: 0, p: 0, listStyle: 'none' }
      }
    >
      {checkHints(hints, value).map((hint) => (
        <Box
          component="li"
          key={hint.label}
          sx={
            inline
              ? {
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                  fontSize: '0.8125rem',
                  color: hint.met ? 'success.main' : 'text.secondary',
                }
              : { display: 'flex', alignItems: 'center', gap: 0.75 }
          }
        >
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
  if (inline) return list;
  return (
    <Box sx={{ py: 0.5 }}>
      <Box component="p" sx={{ m: 0, mb: 0.5, fontWeight: 600 }}>
        {title}
      </Box>
      {list}
    </Box>
  );
}
