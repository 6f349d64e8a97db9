import { ALL_CLASSES_LABEL, formatIsoDate, formatMoney, type PlanOffering } from '@dental/domain';
import type { DataTableColumn } from '@dental/ui';

/** The columns every offerings table shows: class, plan, price per member a month, and the date it took effect. */
export function offeringColumns(dateHeader: string): DataTableColumn<PlanOffering>[] {
  return [
    { key: 'class', header: 'Class', render: (o) => o.employee_class ?? ALL_CLASSES_LABEL },
    { key: 'plan', header: 'Plan', render: (o) => o.plan_name },
    {
      key: 'price',
      header: 'Monthly price per member',
      align: 'right',
      render: (o) => formatMoney(o.monthly_price_cents),
    },
    { key: 'date', header: dateHeader, render: (o) => formatIsoDate(o.effective_date) },
  ];
}

/** How a change is named to a screen reader: its class and date. */
export const offeringName = (o: PlanOffering) =>
  `${o.employee_class ?? ALL_CLASSES_LABEL} from ${formatIsoDate(o.effective_date)}`;
