import Typography from '@mui/material/Typography';
import { formatMoney, type VisitLineItem } from '@dental/domain';
import { PlanShare } from './plan-share';

/**
 * The procedure lines of a saved visit or estimate, as the Benefit Search shows them: the allowed fee (what the
 * plan's and the patient's shares add up to), with the office's own fee under it when the network schedule
 * lowers it. A bare "Fee" of the allowed amount read as the office fee beside Reports' "Billed" (session 12 walk).
 */
export const lineColumns = [
  {
    key: 'procedure',
    header: 'Procedure',
    render: (l: VisitLineItem) =>
      `${l.code} ${l.name}${l.tooth ? ` · tooth ${l.tooth}` : ''}${l.surfaces ? ` ${l.surfaces}` : ''}`,
  },
  {
    key: 'fee',
    header: 'Allowed fee',
    align: 'right' as const,
    render: (l: VisitLineItem) =>
      l.billed_cents === l.allowed_cents ? (
        formatMoney(l.allowed_cents)
      ) : (
        <>
          {formatMoney(l.allowed_cents)}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            office {formatMoney(l.billed_cents)}
          </Typography>
        </>
      ),
  },
  {
    key: 'plan',
    header: 'Plan pays',
    align: 'right' as const,
    render: (l: VisitLineItem) => <PlanShare cents={l.plan_cents} reason={l.reduction_reason} />,
  },
  {
    key: 'member',
    header: 'Patient pays',
    align: 'right' as const,
    render: (l: VisitLineItem) => formatMoney(l.member_cents),
  },
];
