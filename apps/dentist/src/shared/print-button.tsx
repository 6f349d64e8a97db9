// Issue 26 item 21: the front desk's printouts. A plain link to the server's PDF (the session cookie goes with
// it), opened in a new tab; the PDF is drawn by the server, so nothing heavy comes into a route's chunk.
import Button from '@mui/material/Button';
import PrintRounded from '@mui/icons-material/PrintRounded';

export function PrintButton({ href, label }: { href: string; label: string }) {
  return (
    <Button variant="outlined" startIcon={<PrintRounded />} href={href} target="_blank" rel="noopener">
      {label}
    </Button>
  );
}
