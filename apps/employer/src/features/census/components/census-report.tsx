import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CensusCheckResponse, CensusUploadResponse } from '@dental/domain';
import { DataTable } from '@dental/ui';

type CensusError = CensusCheckResponse['data']['errors'][number];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The problems of a file: row (the header is row 1), column, message. */
export function CensusErrors({ errors }: { errors: CensusError[] }) {
  if (errors.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <DataTable
        label="Problems in the file"
        stackBelow="sm"
        rows={errors}
        rowKey={(error) => `${error.row}-${error.column}-${error.message}`}
        columns={[
          { key: 'row', header: 'Row', render: (error) => error.row },
          { key: 'column', header: 'Column', render: (error) => error.column },
          { key: 'message', header: 'Problem', render: (error) => error.message },
        ]}
      />
    </Box>
  );
}

/** What the check found: how many rows, how many valid, and each problem. */
export function CensusCheckReport({ report, fileName }: { report: CensusCheckResponse['data']; fileName: string }) {
  const clean = report.errors.length === 0;
  return (
    <Box>
      <Alert severity={clean ? 'success' : 'warning'} role="status">
        {clean
          ? `${fileName}: ${plural(report.rows, 'row', 'rows')}, no problems found. Nothing is saved until you import it.`
          : `${fileName}: ${plural(report.rows, 'row', 'rows')}, ${plural(report.valid_rows, 'valid row', 'valid rows')}, ${plural(report.errors.length, 'problem', 'problems')}. Fix them in your sheet and check it again, or import the valid rows only.`}
      </Alert>
      <CensusErrors errors={report.errors} />
    </Box>
  );
}

/** What the import did: employees added and unchanged, dependents added, and rows left out. */
export function CensusImportResult({ result }: { result: CensusUploadResponse['data'] }) {
  return (
    <Box>
      <Alert severity="success" role="status">
        Imported: {plural(result.employees_added, 'employee', 'employees')} added,{' '}
        {plural(result.employees_unchanged, 'employee', 'employees')} unchanged,{' '}
        {plural(result.dependents_added, 'dependent', 'dependents')} added.
      </Alert>
      {result.errors.length > 0 && (
        <Typography sx={{ mt: 2 }}>These rows were left out; fix them and import the file again:</Typography>
      )}
      <CensusErrors errors={result.errors} />
    </Box>
  );
}
