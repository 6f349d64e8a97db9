import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ServiceCoverage } from '@dental/domain';

/** The plain-words line of one service type's coverage. */
export function coverageSentence(coverage: ServiceCoverage, word: (text: string) => string): string {
  if (!coverage.covered) return word('Not covered by your plan.');
  if (coverage.coverage_percent === 100) return word('Your plan pays the full allowed fee.');
  return word(
    `Your plan pays ${coverage.coverage_percent}% of the allowed fee; you pay ${100 - coverage.coverage_percent}%.`,
  );
}

/** Issue 4 plan details: coverage per service type (PDS, BRS, MRS, ortho) in plain words. */
export function CoverageList({
  coverage,
  word,
}: {
  coverage: readonly ServiceCoverage[];
  word: (text: string) => string;
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      {coverage.map((item) => (
        <Box component="li" key={item.service_type} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
            <Typography component="h3" sx={{ fontWeight: 650 }}>
              {item.label}
            </Typography>
            <Typography sx={{ fontWeight: 700, color: item.covered ? 'primary.main' : 'text.secondary' }}>
              {item.covered ? `${item.coverage_percent}%` : 'Not covered'}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {item.description}
          </Typography>
          <Typography variant="body2">{coverageSentence(item, word)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
