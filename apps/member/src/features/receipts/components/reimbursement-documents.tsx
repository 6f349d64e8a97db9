import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDate, type ReimbursementDocument } from '@dental/domain';
import { fileSizeText, fileTypeText } from './receipt-words';

/** Issue 5: the documents attached to a reimbursement, each a download with its type, size and upload time. */
export function ReimbursementDocuments({ documents }: { documents: ReimbursementDocument[] }) {
  if (documents.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No documents</Typography>;
  return (
    <Box component="ul" aria-label="Documents" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {documents.map((document) => (
        <li key={document.id}>
          <Link href={document.url} download={document.name} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {document.name}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {fileTypeText(document.content_type)} · {fileSizeText(document.size_bytes)} · Uploaded{' '}
            {formatDate(document.uploaded_at)}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
