import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { SIGN_IN_AGAIN_ACTION, SIGNED_OUT_TITLE } from '@dental/domain';
import { useSession, useSessionState } from '../session/session-context';
import { DraggableDialog } from './draggable-dialog';

/** spec §2 and §4: shown after an auto logout of a signed-in user; 'Sign in again' closes it everywhere. */
export default function SignedOutDialog() {
  const session = useSession();
  const { signedOutDialogOpen } = useSessionState();
  return (
    <DraggableDialog open={signedOutDialogOpen} title={SIGNED_OUT_TITLE} onClose={() => session.closeDialog()}>
      <DialogContent>
        <DialogContentText>
          For your security, your session has ended. Please sign in again to continue.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={() => session.closeDialog()} autoFocus>
          {SIGN_IN_AGAIN_ACTION}
        </Button>
      </DialogActions>
    </DraggableDialog>
  );
}
