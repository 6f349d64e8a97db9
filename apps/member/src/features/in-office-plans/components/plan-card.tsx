import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InOfficePlan } from '@dental/domain';
import { fullPriceLine, inclusionLine, monthlyPriceLine, practiceAddress, termLine } from './plan-price';

interface PlanCardProps {
  plan: InOfficePlan;
  /** The element the card is (a list item in the shop, a section elsewhere). */
  component?: 'li' | 'section' | 'div';
  /** Buttons under the card (Buy this plan). */
  action?: ReactNode;
}

/** Issue 7: one in-office plan: practice, what is included, discount on other care, prices and term. */
export function PlanCard({ plan, component = 'div', action }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;
  const distance = plan.practice.distance_miles;
  return (
    <Paper
      component={component}
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}
    >
      <Box>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.125rem' }}>
          {plan.name}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{plan.practice.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {practiceAddress(plan.practice)}
          {distance !== null ? ` · ${distance.toFixed(1)} miles away` : ''}
        </Typography>
      </Box>
      {plan.description && <Typography>{plan.description}</Typography>}
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Included
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {plan.includes.map((inclusion) => (
            <Typography component="li" variant="body2" key={inclusion.procedure_code}>
              {inclusionLine(inclusion)}
            </Typography>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {plan.discount_percent > 0 && (
          <Chip color="secondary" variant="outlined" size="small" label={`${plan.discount_percent}% off other care`} />
        )}
        <Chip variant="outlined" size="small" label={`Term ${termLine(plan.term_months)}`} />
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            Paid in full:
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {fullPriceLine(plan)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            Monthly:
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {monthlyPriceLine(plan)}
          </Typography>
        </Box>
      </Box>
      {action}
    </Paper>
  );
}
