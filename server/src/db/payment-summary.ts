/**
 * The dashboard's money figure (issue 27): the company's unpaid and overdue sent invoices, count
 * and open sum per currency, in one query (payment status as in `payment-status.ts`).
 */
import { type Db, queryNamed } from './connection';
import { owedCents, paymentFilterCondition } from './payment-status';

export interface CurrencySum {
  currency: string;
  count: number;
  openCents: number;
}

export async function paymentSummary(
  db: Db,
  companyId: number,
  today: string,
): Promise<{ open: CurrencySum[]; overdue: CurrencySum[] }> {
  const late = "due_date <> '' AND due_date < @today";
  const rows = await queryNamed<{ currency: string; late: unknown; n: unknown; open: unknown }>(
    db,
    `SELECT currency, late, count(*) AS n, sum(rest) AS open FROM (
         SELECT currency, CASE WHEN ${late} THEN 1 ELSE 0 END AS late, ${owedCents} - paid_cents AS rest
         FROM invoices WHERE company_id = @companyId AND ${paymentFilterCondition('UNPAID')}
       ) unpaid GROUP BY currency, late ORDER BY currency`,
    { companyId, today },
  );
  const open = new Map<string, CurrencySum>();
  const overdue: CurrencySum[] = [];
  for (const r of rows) {
    const sum = { currency: r.currency, count: Number(r.n), openCents: Number(r.open) };
    const all = open.get(r.currency) ?? { currency: r.currency, count: 0, openCents: 0 };
    open.set(r.currency, { ...all, count: all.count + sum.count, openCents: all.openCents + sum.openCents });
    if (Number(r.late) === 1) overdue.push(sum);
  }
  return { open: [...open.values()], overdue };
}
