import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import {
  EMPLOYER_GROUP_ID_CARDS_PDF_PATH,
  EMPLOYER_GROUP_ID_CARD_PATHS,
  MSG_GROUP_ID_CARD_COVER_ENDED,
  apiPath,
  fullName,
  type EmployeeRecord,
} from '@dental/domain';
import { SectionCard } from '@dental/ui';

/**
 * Issue 27 item 7: the employee's group ID card (the one the member portal shows them) as PDF and PNG downloads;
 * an employee whose cover has ended has none, and the section says so (the server refuses with the same words).
 */
export function GroupIdCardSection({ employee }: { employee: EmployeeRecord }) {
  const name = fullName(employee);
  return (
    <SectionCard title="Group ID card" id="employee-group-id-card">
      {employee.status === 'ended' ? (
        <Typography>{MSG_GROUP_ID_CARD_COVER_ENDED}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            The card {name} shows at the dentist: your company, the group number, their plan and the dependents it
            covers.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {(['pdf', 'png'] as const).map((format) => (
              <Button
                key={format}
                component="a"
                href={apiPath(EMPLOYER_GROUP_ID_CARD_PATHS[format], { id: employee.id })}
                download
                variant="outlined"
                startIcon={<DownloadOutlined />}
              >
                {/* The visible words are the whole name (axe: label-content-name-mismatch); the section says whose. */}
                Download {format.toUpperCase()}
              </Button>
            ))}
          </Box>
        </>
      )}
    </SectionCard>
  );
}

/**
 * Issue 27 item 7: every covered employee's group ID card in one PDF, eight to a Letter page. Off (a disabled
 * button: a link cannot be) while the company has no employees.
 */
export function DownloadAllIdCards({ disabled }: { disabled: boolean }) {
  const label = 'Download all ID cards';
  const icon = <DownloadOutlined />;
  if (disabled)
    return (
      <Button variant="outlined" startIcon={icon} disabled>
        {label}
      </Button>
    );
  return (
    <Button component="a" href={apiPath(EMPLOYER_GROUP_ID_CARDS_PDF_PATH)} download variant="outlined" startIcon={icon}>
      {label}
    </Button>
  );
}
