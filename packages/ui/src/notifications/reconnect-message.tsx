import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RECONNECT_TRY_NOW_ACTION } from '@dental/domain';
import { RECONNECT_COUNTDOWN_S } from './notification-constants';

/** spec §2: the reconnect banner counts down 15 seconds, then reloads; Try Now reloads at once. */
export function ReconnectMessage({ message, onReload }: { message: string; onReload: () => void }) {
  const [secondsLeft, setSecondsLeft] = useState(RECONNECT_COUNTDOWN_S);
  useEffect(() => {
    if (secondsLeft <= 0) {
      onReload();
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, onReload]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <span>
        {/* The catalogue's messages do not all end in a full stop: the countdown gets its own line. */}
        <span style={{ display: 'block' }}>{message}</span>
        <span style={{ display: 'block' }}>
          Reloading in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}.
        </span>
      </span>
      <Button size="small" variant="outlined" color="inherit" onClick={onReload}>
        {RECONNECT_TRY_NOW_ACTION}
      </Button>
    </Box>
  );
}
