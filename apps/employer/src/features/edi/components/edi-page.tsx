import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { EDI_834_MAX_BYTES, EDI_999_PATH, MSG_EDI_ONLY, apiPath } from '@dental/domain';
import { LoadError, LoadingLines, PageTitle, SectionCard } from '@dental/ui';
import { LOCKABLE_CONTROL_STYLE, useCompanyProfile } from '../../../shared/company-profile';
import { FileCheckStep, useChosenFile } from '../../../shared/file-check-step';
import { ediFileProblem, useEdiUpload } from '../api/edi';
import { EdiReportView } from './edi-report';

/**
 * Issue 27 item 5: `/edi`, a company that enrols by EDI sends its 834 file: checked first (nothing saved, every
 * member loop and what it would do), then applied whole or not at all, with its 999 acknowledgement to download.
 */
export function EdiPage() {
  const profile = useCompanyProfile();
  const { check, apply, progress } = useEdiUpload();
  const { file, problem, choose } = useChosenFile(ediFileProblem, () => {
    check.reset();
    apply.reset();
  });
  const usesEdi = profile.data?.uses_edi ?? false;
  // Off until the profile says the company enrols by EDI (a control the server would refuse is not offered).
  const off = !usesEdi || check.isPending || apply.isPending;

  const report = check.data;
  const applied = apply.data;
  const clean = report !== undefined && report.errors === 0 && report.issues.length === 0;

  return (
    <Stack spacing={3}>
      <PageTitle lead="Send your ANSI X12 834 enrolment file: check it first, then apply it.">EDI files</PageTitle>
      {profile.isPending && <LoadingLines lines={2} label="Loading the company" />}
      {profile.isError && <LoadError what="the company" onRetry={() => void profile.refetch()} />}
      {profile.data && !usesEdi && (
        <Alert severity="info" variant="outlined">
          {MSG_EDI_ONLY}
        </Alert>
      )}
      <SectionCard title="1. Check your file" id="edi-check">
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            An 834 (005010X220A1) file of up to {EDI_834_MAX_BYTES / (1024 * 1024)} MB. The check saves nothing: it
            lists what each member loop would do, and every problem by segment.
          </Typography>
          <FileCheckStep
            chooseLabel="Choose an 834 file"
            disabled={off}
            checking={check.isPending}
            file={file}
            problem={problem}
            progress={progress}
            onPick={(picked) => void choose(picked)}
            onCheck={(picked) => check.mutate(picked)}
          />
          {report && file && !applied && <EdiReportView report={report} fileName={file.name} applied={null} />}
        </Stack>
      </SectionCard>
      <SectionCard title="2. Apply" id="edi-apply">
        <Stack spacing={2}>
          {!report && !applied && (
            <Typography sx={{ color: 'text.secondary' }}>Check a file first: its report shows here.</Typography>
          )}
          {report && file && !applied && (
            <Box>
              <Button
                variant="contained"
                disabled={off || !clean}
                sx={LOCKABLE_CONTROL_STYLE}
                loading={apply.isPending}
                onClick={() => apply.mutate(file)}
              >
                Apply the file
              </Button>
            </Box>
          )}
          {applied && file && (
            <>
              <EdiReportView report={applied} fileName={file.name} applied={applied.applied} />
              <Box>
                <Button
                  component="a"
                  href={apiPath(EDI_999_PATH, { id: applied.acknowledgement_id })}
                  download={`999-${applied.acknowledgement_id}.x12`}
                  variant="outlined"
                  startIcon={<DownloadOutlined />}
                >
                  Download the 999 acknowledgement
                </Button>
              </Box>
            </>
          )}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
