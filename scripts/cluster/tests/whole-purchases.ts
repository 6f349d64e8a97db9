// Issue 29 item 3: the money written under load is whole. Purchases are made by one transaction each (purchase,
// covered people, schedule, the gateway's charge, the ledger's payment, the first instalment paid, the benefit):
// an instance killed mid-way leaves all of it or none of it, never a part.
import type pg from 'pg';

/** The purchases of `householdId` keyed `<prefix>...` that are not whole, each with what is wrong with it. */
export async function brokenPurchases(
  client: pg.Client,
  householdId: number,
  prefix: string,
): Promise<{ id: number; key: string; wrong: string[] }[]> {
  const { rows } = await client.query<{ id: number; key: string; wrong: (string | null)[] }>(
    `with mine as (
       select pu.*,
         (select count(*) from payments p where p.purchase_id = pu.id) as payments,
         (select count(*) from payments p where p.purchase_id = pu.id and p.kind = 'purchase' and p.status = 'succeeded'
            and p.gateway = 'offline' and p.idempotency_key = 'purchase-' || pu.household_id || '-' || pu.idempotency_key || '-' || pu.payment_method_id) as first_payments,
         (select count(*) from offline_charges c join payments p on p.idempotency_key = c.idempotency_key
            where p.purchase_id = pu.id and c.amount_cents = p.amount_cents) as gateway_charges,
         (select count(*) from instalments i where i.purchase_id = pu.id) as instalments,
         (select coalesce(sum(i.amount_cents), 0) from instalments i where i.purchase_id = pu.id) as scheduled_cents,
         (select count(*) from instalments i join payments p on p.id = i.payment_id
            where i.purchase_id = pu.id and i.status = 'Paid' and i.sequence = 1 and p.amount_cents = i.amount_cents) as first_paid,
         (select count(*) from instalments i where i.purchase_id = pu.id and i.status = 'Paid') as paid,
         (select count(*) from purchase_covered_patients c where c.purchase_id = pu.id) as covered
       from in_office_plan_purchases pu where pu.household_id = $1 and pu.idempotency_key like $2 || '%'
     )
     select id, idempotency_key as key, array[
       case when payments <> 1 or first_payments <> 1 then 'not one first payment' end,
       case when gateway_charges <> 1 then 'not one gateway charge of its amount' end,
       case when instalments = 0 or scheduled_cents <> total_cents then 'schedule does not sum to the total' end,
       case when first_paid <> 1 or paid <> 1 then 'first instalment not paid by its payment alone' end,
       case when covered = 0 then 'nobody covered' end
     ] as wrong from mine order by id`,
    [householdId, prefix],
  );
  const broken = rows.map((row) => ({ ...row, wrong: row.wrong.filter((w): w is string => w !== null) }));
  // A charge at the gateway that no purchase of the household records: money taken, purchase lost.
  const { rows: orphans } = await client.query<{ key: string }>(
    `select c.idempotency_key as key from offline_charges c
     where c.idempotency_key like 'purchase-' || $1 || '-' || $2 || '%'
       and not exists (select 1 from payments p where p.idempotency_key = c.idempotency_key)`,
    [householdId, prefix],
  );
  return [
    ...broken.filter((row) => row.wrong.length > 0),
    ...orphans.map(({ key }) => ({ id: 0, key, wrong: ['gateway charge without its purchase'] })),
  ];
}
