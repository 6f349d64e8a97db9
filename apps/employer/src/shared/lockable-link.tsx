import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button, { type ButtonProps } from '@mui/material/Button';
import { LOCKABLE_CONTROL_STYLE } from './company-profile';

/**
 * A link drawn as a button (Add employee, Edit) that an EDI company's lock turns off: then a disabled button, as a
 * link cannot be disabled (an `<a aria-disabled>` still has its address, and a page drawn at the server, decision
 * 0067, would offer it before any script). Open, it is a link, which works before hydration.
 */
export function LockableLink({
  to,
  locked,
  children,
  ...props
}: { to: string; locked: boolean; children: ReactNode } & Pick<ButtonProps, 'variant' | 'startIcon'>) {
  if (locked)
    return (
      <Button {...props} disabled sx={LOCKABLE_CONTROL_STYLE}>
        {children}
      </Button>
    );
  return (
    <Button {...props} component={RouterLink} to={to} sx={LOCKABLE_CONTROL_STYLE}>
      {children}
    </Button>
  );
}
