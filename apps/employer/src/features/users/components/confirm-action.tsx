import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { DraggableDialog } from '@dental/ui';

/** Asks before an action that cannot be taken back (removing a user, withdrawing an invitation). */
export function ConfirmAction(props: {
  title: string | null;
  action: string;
  children: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <DraggableDialog open={props.title !== null} title={props.title ?? ''} onClose={props.onCancel}>
      <DialogContent>
        <DialogContentText>{props.children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Keep</Button>
        <Button color="error" variant="contained" onClick={props.onConfirm}>
          {props.action}
        </Button>
      </DialogActions>
    </DraggableDialog>
  );
}
