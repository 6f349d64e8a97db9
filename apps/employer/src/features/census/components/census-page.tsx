import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CENSUS_MAX_BYTES } from '@dental/domain';
import { PageTitle, SectionCard } from '@dental/ui';
import { useEnrolmentLocked, LOCKABLE_CONTROL_STYLE } from '../../../shared/company-profile';
import { EMPLOYEES_PATH } from '../../../shared/paths';
import { EdiNotice } from '../../../shared/edi-notice';
import { FileCheckStep, useChosenFile } from '../../../shared/file-check-step';
import { censusFileProblem, useCensusUpload } from '../api/census';
import { CensusCheckReport, CensusImportResult } from './census-report';
import { CensusTemplate } from './census-template';

/** Issue 27: `/census`, the census file: the template, a file checked (nothing saved), then imported. */
export function CensusPage() {
  const { locked, usesEdi } = useEnrolmentLocked();
  const { check, importFile, progress } = useCensusUpload();
  const { file, problem, choose } = useChosenFile(censusFileProblem, () => {
    check.reset();
    importFile.reset();
  });
  const busy = check.isPending || importFile.isPending;

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
          <FileCheckStep
            chooseLabel="Choose a CSV file"
            accept=".csv,text/csv"
            disabled={locked || busy}
            checking={check.isPending}
            file={file}
            problem={problem}
            progress={progress}
            onPick={(picked) => void choose(picked)}
            onCheck={(picked) => check.mutate(picked)}
          />
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
