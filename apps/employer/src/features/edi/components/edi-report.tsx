// Issue 27 item 5: an 834 file's report, as the check or the apply answered it (decision 0057): the file's own
// issues, then each member loop with what it does, then the loops the product skips.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatIsoDate, type Edi834CheckResponse, type EdiLoopOutcome, type EdiLoopReport } from '@dental/domain';
import { DataTable } from '@dental/ui';

type EdiReport = Edi834CheckResponse['data'];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** INS03 in words (the 834 guide's maintenance type codes). */
const MAINTENANCE: Record<string, string> = {
  '001': 'Change',
  '021': 'Add',
  '024': 'End',
  '025': 'Reinstate',
  '030': 'Audit',
};

/** What a loop does, in words. */
function outcomeText(loop: EdiLoopReport): string {
  const fields = loop.fields.join(', ').replaceAll('_', ' ');
  const words: Record<EdiLoopOutcome, string> = {
    added: 'Added',
    changed: `Changed: ${fields}`,
    ended: loop.end_date ? `Cover ends ${formatIsoDate(loop.end_date)}` : 'Cover ends',
    reinstated: 'Reinstated',
    audit_matches: 'Matches what is enrolled',
    audit_differs: `Differs from what is enrolled: ${fields}`,
    unchanged: 'Unchanged',
    error: loop.errors.map((error) => error.message).join(' '),
  };
  return words[loop.outcome];
}

/** The file's own problems (envelopes, segments): any of them and nothing is applied. */
function FileIssues({ report }: { report: EdiReport }) {
  if (report.issues.length === 0) return null;
  return (
    <DataTable
      label="Problems in the file"
      stackBelow="sm"
      rows={report.issues}
      rowKey={(issue) => `${issue.segment}-${issue.message}`}
      columns={[
        { key: 'segment', header: 'Segment', render: (issue) => issue.segment },
        { key: 'message', header: 'Problem', render: (issue) => issue.message },
      ]}
    />
  );
}

/** Each member loop: where it is, whom it names, and what it does (or why it cannot). */
function Loops({ report }: { report: EdiReport }) {
  if (report.loops.length === 0) return <Typography>The file has no member loops.</Typography>;
  return (
    <DataTable
      label="Members in the file"
      stackBelow="sm"
      rows={report.loops}
      rowKey={(loop) => loop.segment}
      columns={[
        { key: 'segment', header: 'Segment', render: (loop) => loop.segment },
        {
          key: 'type',
          header: 'Type',
          render: (loop) => MAINTENANCE[loop.maintenance_type] ?? loop.maintenance_type,
        },
        { key: 'name', header: 'Name', render: (loop) => loop.name },
        { key: 'relationship', header: 'Relationship', render: (loop) => loop.relationship ?? 'Not enrolled' },
        { key: 'subscriber', header: 'Subscriber id', render: (loop) => loop.subscriber_id ?? '' },
        {
          key: 'outcome',
          header: 'What it does',
          render: (loop) =>
            loop.outcome === 'error' ? (
              <Typography component="span" sx={{ color: 'error.main', fontSize: 'inherit' }}>
                {outcomeText(loop)}
              </Typography>
            ) : (
              outcomeText(loop)
            ),
        },
      ]}
    />
  );
}

/** The summary line, the file's problems, the loops and the skipped loops of a checked or applied file. */
export function EdiReportView({
  report,
  fileName,
  applied,
}: {
  report: EdiReport;
  fileName: string;
  /** null for a check (nothing saved); whether the apply wrote the file. */
  applied: boolean | null;
}) {
  const problems = report.errors + report.issues.length;
  const summary =
    applied === true
      ? `${fileName} applied: ${plural(report.loops.length, 'member loop', 'member loops')}.`
      : problems > 0
        ? `${fileName}: ${plural(problems, 'problem', 'problems')}. Nothing ${applied === false ? 'was' : 'will be'} applied: fix the file and send it again.`
        : `${fileName}: ${plural(report.loops.length, 'member loop', 'member loops')}, no problems found. Nothing is saved until you apply it.`;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity={problems > 0 ? 'warning' : 'success'} role="status">
        {summary}
      </Alert>
      <FileIssues report={report} />
      <Loops report={report} />
      {report.ignored_loops.length > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Skipped (this product does not read them):{' '}
          {report.ignored_loops
            .map(
              (loop) =>
                `loop ${loop.loop_id} at segment ${loop.segment} (${plural(loop.segment_count, 'segment', 'segments')})`,
            )
            .join('; ')}
          .
        </Typography>
      )}
    </Box>
  );
}
