import Typography from '@mui/material/Typography';

/** The title and lead line of a signed-out screen. */
export function AuthHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: lead ? 1 : 3 }}>
        {title}
      </Typography>
      {lead && <Typography sx={{ color: 'text.secondary', mb: 3 }}>{lead}</Typography>}
    </>
  );
}
