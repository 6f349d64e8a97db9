import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { DraggableDialog } from '@dental/ui';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The confirm button's label: the action's name ("Void visit"). */
  action: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Destructive actions are red (the default); others use the primary colour. */
  color?: 'error' | 'primary';
}

/**
 * Issue 26 item 11: an action that cannot be taken back (void a visit or an estimate, remove a user, revoke an
 * invitation) asks first. ui's DraggableDialog (spec §2: dragged by its title, the backdrop does not close it)
 * names the dialog by its title for screen readers; Escape and Cancel close it without acting, and Cancel has
 * the focus when it opens, so Enter pressed by habit does not act either. The confirm button carries the
 * action's name.
 */
export function ConfirmDialogView(props: ConfirmDialogProps) {
  return (
    <DraggableDialog open={props.open} title={props.title} onClose={props.onCancel} maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText component="div">{props.children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color={props.color ?? 'error'} onClick={props.onConfirm}>
          {props.action}
        </Button>
      </DialogActions>
    </DraggableDialog>
  );
}
