import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Button from '@mui/material/Button';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { CENSUS_COLUMN_HINTS, CENSUS_COLUMNS, CENSUS_TEMPLATE_CSV_PATH, apiPath } from '@dental/domain';
import { DataTable, useHydrated } from '@dental/ui';

/** The template's file name as saved. */
export const TEMPLATE_FILE_NAME = 'census-template.csv';

/** The template's download and what each column takes. */
export function CensusTemplate() {
  // Drawn at the server (decision 0067), the fold's summary is a button before React listens: inert until then.
  const hydrated = useHydrated();
  return (
    <>
      <Box sx={{ mb: 2 }}>
        {/* The server's file (employer.censusTemplateCsv): the same header the import reads, from the domain. */}
        <Button
          component="a"
          href={apiPath(CENSUS_TEMPLATE_CSV_PATH)}
          download={TEMPLATE_FILE_NAME}
          variant="outlined"
          startIcon={<DownloadOutlined />}
        >
          Download the census template (CSV)
        </Button>
      </Box>
      {/* The columns' notes fold away: they are read once, and the file chooser below is what is used each time. */}
      <Box inert={!hydrated}>
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
      </Box>
    </>
  );
}
