import type { RemainingColor } from '@dental/domain';

/**
 * spec §2: the remaining amount's palette roles as theme colours, for every portal that shows what is left of
 * a limit. Each is a text colour with at least 4.5:1 contrast on white (DESIGN §5: AA).
 */
export const REMAINING_TEXT_COLOR: Record<RemainingColor, string> = {
  neutral: 'text.secondary',
  secondary: 'secondary.main',
  primary: 'primary.main',
  error: 'error.main',
};
