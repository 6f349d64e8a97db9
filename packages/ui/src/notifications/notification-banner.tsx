import { useSyncExternalStore, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { autoHideDurationOf, type NotificationStore } from './notification-store';
import { ReconnectMessage } from './reconnect-message';

const reloadPage = () => window.location.reload();

/** spec §2 "Notification banner": closes by its button or a timeout, never by clicking away. */
export function NotificationBanner({
  store,
  onReload = reloadPage,
}: {
  store: NotificationStore;
  onReload?: () => void;
}) {
  const current = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (!current) return null;
  const onClose = (_event: Event | SyntheticEvent, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    store.close(current.id);
  };
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={autoHideDurationOf(current)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      // Below the non-production banner and the top bar.
      sx={{ top: { xs: 64, sm: 72 }, maxWidth: { sm: 560 }, width: { xs: 'calc(100% - 32px)', sm: 'auto' } }}
    >
      <Alert
        severity={current.severity}
        variant="standard"
        onClose={() => store.close(current.id)}
        slotProps={{ closeButton: { title: 'Close' } }}
        action={
          current.action ? (
            // A custom action replaces Alert's own close button, so both are given here.
            <>
              <Button color="inherit" size="small" onClick={current.action.onClick}>
                {current.action.label}
              </Button>
              <IconButton
                aria-label="Close"
                title="Close"
                color="inherit"
                size="small"
                onClick={() => store.close(current.id)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          ) : undefined
        }
        sx={{ width: '100%', border: 1, borderColor: 'divider', boxShadow: 3 }}
      >
        {current.reconnect ? (
          <ReconnectMessage message={current.message} onReload={onReload} />
        ) : (
          current.message.split(/\r?\n/).map((line, index) => (
            <span key={index} style={{ display: 'block' }}>
              {line}
            </span>
          ))
        )}
      </Alert>
    </Snackbar>
  );
}
