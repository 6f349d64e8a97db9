import Typography from '@mui/material/Typography';

/** The title and lead line of a sign-up screen (the signed-out layout's card). */
export function SignupHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: lead ? 1 : 3 }}>
        {title}
      </Typography>
      {lead && <Typography sx={{ color: 'text.secondary', mb: 3 }}>{lead}</Typography>}
    </>
  );
}
