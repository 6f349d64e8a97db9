import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PlanOffering } from '@dental/domain';
import {
  DataTable,
  LoadError,
  LoadingLines,
  PageTitle,
  SectionCard,
  UntilHydrated,
  useNotifications,
} from '@dental/ui';
import { useCancelPlanOffering, useGroupPlan } from '../api/plan';
import { offeringColumns, offeringName } from './offering-columns';
import { OfferingForm } from './offering-form';

/**
 * Issue 27 item 2: `/plan`, the group plan. What each class is offered today, the scheduled changes (cancelled
 * here until their date), the history, and a change scheduled from a first of a month. Plan offerings are the
 * company's terms, not enrolment: a company using EDI changes them here too (decision 0058).
 */
export function PlanPage() {
  const plan = useGroupPlan();
  const cancel = useCancelPlanOffering();
  const notifications = useNotifications();
  const cancelChange = (offering: PlanOffering) =>
    cancel.mutate(offering.id, {
      onSuccess: () => notifications.notify({ severity: 'success', message: 'The plan change is cancelled' }),
    });
  const scheduledColumns = [
    ...offeringColumns('Takes effect'),
    {
      key: 'cancel',
      header: 'Change',
      render: (offering: PlanOffering) => (
        <Button
          size="small"
          color="error"
          aria-label={`Cancel the change for ${offeringName(offering)}`}
          disabled={cancel.isPending || undefined}
          onClick={() => cancelChange(offering)}
        >
          Cancel
        </Button>
      ),
    },
  ];
  // Drawn at the server (decision 0067): every field read-only and every button held until hydrated (a button's
  // `undefined` rather than false lets the hold act); the page has no link drawn as a button.
  return (
    <UntilHydrated>
      <Stack spacing={3}>
        <PageTitle lead="The plan each employee class is offered and its monthly price per member. A change takes effect on the first of a month; past months keep their plan.">
          Group plan
        </PageTitle>
        {plan.isPending && <LoadingLines lines={4} label="Loading the group plan" />}
        {plan.isError && <LoadError what="the group plan" onRetry={() => void plan.refetch()} />}
        {plan.data && (
          <>
            <SectionCard title="In force today" id="plan-current">
              <DataTable
                label="Plans in force today"
                columns={offeringColumns('Since')}
                rows={plan.data.current}
                rowKey={(o) => o.id}
                emptyMessage="No plan is offered yet"
                stackBelow="sm"
              />
            </SectionCard>
            <SectionCard title="Scheduled changes" id="plan-scheduled">
              <DataTable
                label="Scheduled changes"
                columns={scheduledColumns}
                rows={plan.data.scheduled}
                rowKey={(o) => o.id}
                emptyMessage="No changes are scheduled"
                stackBelow="sm"
              />
            </SectionCard>
            <SectionCard title="Schedule a change" id="plan-change">
              <OfferingForm today={plan.data.today} />
            </SectionCard>
            <SectionCard title="History" id="plan-history">
              <DataTable
                label="Earlier plans"
                columns={offeringColumns('From')}
                rows={plan.data.history}
                rowKey={(o) => o.id}
                emptyMessage="No earlier plans"
                stackBelow="sm"
              />
            </SectionCard>
          </>
        )}
      </Stack>
    </UntilHydrated>
  );
}
