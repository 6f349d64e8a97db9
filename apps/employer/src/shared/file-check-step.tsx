import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { UntilHydrated } from '@dental/ui';
import { LOCKABLE_CONTROL_STYLE } from './company-profile';

/**
 * The file a page's first step holds and the browser's verdict on it (`problemOf`, the server's own rules);
 * choosing another file calls `onChosen` first (the page forgets the last file's reports).
 */
export function useChosenFile(problemOf: (file: File) => Promise<string | null>, onChosen: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (picked: File | null) => {
    onChosen();
    setFile(picked);
    setProblem(picked ? await problemOf(picked) : null);
  };
  return { file, problem, choose };
}

/**
 * The census and EDI pages' first step: a file chosen, refused at once when the browser can tell
 * (`problem`), then sent to be checked with its progress. The browser's file input is hidden (out of the
 * reading order) and the button opens its chooser, so the control is one real button (a label drawn as a
 * button is not one, to axe or a screen reader).
 */
export function FileCheckStep(props: {
  chooseLabel: string;
  accept?: string;
  disabled: boolean;
  checking: boolean;
  file: File | null;
  problem: string | null;
  progress: number | null;
  onPick: (file: File | null) => void;
  onCheck: (file: File) => void;
}) {
  const { chooseLabel, accept, disabled, checking, file, problem, progress, onPick, onCheck } = props;
  const picker = useRef<HTMLInputElement>(null);
  // Drawn at the server (decision 0067), the buttons are held until hydrated: a click before would do nothing. A
  // button's `undefined` rather than false lets the hold act.
  return (
    <UntilHydrated>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <input
          ref={picker}
          type="file"
          accept={accept}
          hidden
          disabled={disabled}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            event.target.value = ''; // the same file may be picked again after it is fixed
            onPick(picked);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          disabled={disabled || undefined}
          sx={LOCKABLE_CONTROL_STYLE}
          onClick={() => picker.current?.click()}
        >
          {chooseLabel}
        </Button>
        <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{file ? file.name : 'No file chosen'}</Typography>
      </Box>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box>
        <Button
          variant="contained"
          disabled={disabled || !file || problem !== null || undefined}
          sx={LOCKABLE_CONTROL_STYLE}
          loading={checking}
          onClick={() => file && onCheck(file)}
        >
          Check file
        </Button>
      </Box>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={`Sending ${file?.name ?? 'the file'}`}
        />
      )}
    </UntilHydrated>
  );
}
