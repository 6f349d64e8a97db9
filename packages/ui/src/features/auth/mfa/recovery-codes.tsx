import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The recovery codes, shown once after an enrolment: the person writes them down before going on. */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: readonly string[];
  onDone: () => void;
  doneLabel: string;
}) {
  return (
    <Stack spacing={2.5}>
      <Alert severity="success" variant="outlined">
        Two-step verification is on.
      </Alert>
      <Typography variant="h2">Your recovery codes</Typography>
      <Typography>
        If you lose your phone, each of these codes signs you in once. Write them down or print them and keep them
        somewhere safe: we will not show them again.
      </Typography>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          pl: 4,
          columns: { xs: 1, sm: 2 },
          fontFamily: 'monospace',
          fontSize: '1.1rem',
          '& li': { py: 0.25 },
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" size="large" fullWidth onClick={onDone}>
        {doneLabel}
      </Button>
    </Stack>
  );
}
