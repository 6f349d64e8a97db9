import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MembershipDetails } from '@dental/domain';

/** An in-office membership's included services (times per term) and its discount on other treatment. */
export function MembershipIncludes({ membership }: { membership: MembershipDetails }) {
  return (
    <>
      {membership.includes.length === 0 ? (
        <Typography sx={{ mb: 2 }}>This membership includes no set services.</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            mb: 2,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {membership.includes.map((item) => (
            <Box
              component="li"
              key={item.procedure_code}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
            >
              <Typography sx={{ fontWeight: 650 }}>
                {item.description} ({item.procedure_code})
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {item.times_per_term} {item.times_per_term === 1 ? 'time' : 'times'} per term
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {membership.discount_percent > 0 && (
        <Typography>
          {membership.discount_percent}% off other treatment at {membership.practice_name}.
        </Typography>
      )}
    </>
  );
}
