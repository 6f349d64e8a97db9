import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Button from '@mui/material/Button';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { CENSUS_COLUMN_HINTS, CENSUS_COLUMNS, censusTemplateCsv } from '@dental/domain';
import { DataTable } from '@dental/ui';

/** The template's file name as saved. */
export const TEMPLATE_FILE_NAME = 'census-template.csv';

/** The server offers no template file: it is written here from the domain's census header (the same columns). */
function downloadTemplate(): void {
  const url = URL.createObjectURL(new Blob([censusTemplateCsv()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = TEMPLATE_FILE_NAME;
  link.click();
  // The click has handed the file to the browser's download by now.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The template's download and what each column takes. */
export function CensusTemplate() {
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={downloadTemplate}>
          Download the census template (CSV)
        </Button>
      </Box>
      {/* The columns' notes fold away: they are read once, and the file chooser below is what is used each time. */}
      <Accordion variant="outlined" disableGutters>
        <AccordionSummary
          expandIcon={<ExpandMoreOutlined />}
          aria-controls="census-columns"
          id="census-columns-summary"
        >
          What to write in each column
        </AccordionSummary>
        <AccordionDetails id="census-columns">
          <DataTable
            label="Census columns"
            stackBelow="sm"
            rows={[...CENSUS_COLUMNS]}
            rowKey={(column) => column}
            columns={[
              { key: 'column', header: 'Column', render: (column) => column },
              { key: 'hint', header: 'What to write', render: (column) => CENSUS_COLUMN_HINTS[column] },
            ]}
          />
        </AccordionDetails>
      </Accordion>
    </>
  );
}
