import { useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { CENSUS_MAX_BYTES } from '@dental/domain';
import { PageTitle, SectionCard } from '@dental/ui';
import { useEnrolmentLocked, LOCKABLE_CONTROL_STYLE } from '../../../shared/company-profile';
import { EMPLOYEES_PATH } from '../../../shared/paths';
import { EdiNotice } from '../../../shared/edi-notice';
import { censusFileProblem, useCensusUpload } from '../api/census';
import { CensusCheckReport, CensusImportResult } from './census-report';
import { CensusTemplate } from './census-template';

/** Issue 27: `/census`, the census file: the template, a file checked (nothing saved), then imported. */
export function CensusPage() {
  const { locked, usesEdi } = useEnrolmentLocked();
  const { check, importFile, progress } = useCensusUpload();
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = check.isPending || importFile.isPending;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = ''; // the same file may be picked again after it is fixed
    check.reset();
    importFile.reset();
    setFile(picked);
    setProblem(picked ? await censusFileProblem(picked) : null);
  };
  const report = check.data;
  const result = importFile.data;

  return (
    <Stack spacing={3}>
      <PageTitle lead="Enrol many employees and their dependents at once from a spreadsheet saved as CSV.">
        Census import
      </PageTitle>
      <EdiNotice usesEdi={usesEdi} />
      <SectionCard title="1. Fill in the template" id="census-template">
        <CensusTemplate />
      </SectionCard>
      <SectionCard title="2. Check your file" id="census-check">
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            A CSV file of up to {CENSUS_MAX_BYTES / (1024 * 1024)} MB. The check saves nothing: it lists every problem
            by row and column.
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            {/* The browser's file input, hidden (out of the reading order); the button opens its chooser, so the
                control is one real button (a label drawn as a button is not one, to axe or a screen reader). */}
            <input
              ref={picker}
              type="file"
              accept=".csv,text/csv"
              hidden
              disabled={locked || busy}
              onChange={(event) => void choose(event)}
            />
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              disabled={locked || busy}
              sx={LOCKABLE_CONTROL_STYLE}
              onClick={() => picker.current?.click()}
            >
              Choose a CSV file
            </Button>
            <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {file ? file.name : 'No file chosen'}
            </Typography>
          </Box>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Box>
            <Button
              variant="contained"
              disabled={locked || busy || !file || problem !== null}
              sx={LOCKABLE_CONTROL_STYLE}
              loading={check.isPending}
              onClick={() => file && check.mutate(file)}
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
          {report && file && !result && <CensusCheckReport report={report} fileName={file.name} />}
        </Stack>
      </SectionCard>
      <SectionCard title="3. Import" id="census-import">
        <Stack spacing={2}>
          {!report && !result && (
            <Typography sx={{ color: 'text.secondary' }}>Check a file first: its report shows here.</Typography>
          )}
          {report && file && !result && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {report.errors.length === 0 ? (
                <Button
                  variant="contained"
                  disabled={locked || busy || report.rows === 0}
                  sx={LOCKABLE_CONTROL_STYLE}
                  loading={importFile.isPending}
                  onClick={() => importFile.mutate({ file, validOnly: false })}
                >
                  Import
                </Button>
              ) : (
                <Button
                  variant="contained"
                  disabled={locked || busy || report.valid_rows === 0}
                  sx={LOCKABLE_CONTROL_STYLE}
                  loading={importFile.isPending}
                  onClick={() => importFile.mutate({ file, validOnly: true })}
                >
                  Import the {report.valid_rows} valid {report.valid_rows === 1 ? 'row' : 'rows'} only
                </Button>
              )}
            </Box>
          )}
          {result && (
            <>
              <CensusImportResult result={result} />
              <Box>
                <Button component={RouterLink} to={EMPLOYEES_PATH} variant="outlined">
                  See the employees
                </Button>
              </Box>
            </>
          )}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
