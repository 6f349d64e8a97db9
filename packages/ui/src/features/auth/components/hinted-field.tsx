import { useState, type ReactElement } from 'react';
import Tooltip from '@mui/material/Tooltip';
import type { Hint } from '@dental/domain';
import { RequirementHints } from '../../../components/requirement-hints';

interface HintedFieldProps {
  title: string;
  hints: readonly Hint[];
  value: string;
  /** The field; it gets onFocus / onBlur to open the tooltip while it has focus. */
  children: ReactElement<{ onFocus?: () => void; onBlur?: () => void }>;
}

/** spec §2: the password and username fields show requirement tooltips (shown while the field has focus). */
export function HintedField({ title, hints, value, children }: HintedFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip
      open={open}
      describeChild
      placement="top-start"
      title={<RequirementHints title={title} hints={hints} value={value} />}
      disableHoverListener
      disableTouchListener
      disableFocusListener
      slotProps={{ popper: { disablePortal: false } }}
    >
      <div onFocus={() => setOpen(true)} onBlur={() => setOpen(false)}>
        {children}
      </div>
    </Tooltip>
  );
}
