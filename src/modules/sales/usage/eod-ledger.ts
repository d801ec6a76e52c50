import { Ctx, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { Int64Scalar } from '../../../core/scalars';
import { EodReport } from '../../loss/eod-reports/eod-report.entity';
import { OrderStatus } from '../shared/sales-vocabulary';

@ObjectType('EodLedgerComparison', {
  simpleResolvers: true,
  description: "The sales ledger's figures for the report's branch and business day, next to what was reported (variance = reported − ledger).",
})
export class EodLedgerComparison {
  @Field(() => Int64Scalar, { description: 'Orders of the day that are not cancelled.' })
  orderCount!: number;

  @Field(() => Int64Scalar, { description: 'Their totals.' })
  ledgerTotalIqd!: number;

  @Field(() => Int64Scalar, { description: "Payments of the day's orders by Cash payment methods, in IQD." })
  ledgerCashIqd!: number;

  @Field(() => Int64Scalar, { description: 'Payments by Card methods, in IQD.' })
  ledgerCardIqd!: number;

  @Field(() => Int64Scalar, { description: 'Payments by Qi Card methods, in IQD.' })
  ledgerQiIqd!: number;

  @Field(() => Int64Scalar, { description: 'Payments by Wallet methods, in IQD.' })
  ledgerWalletIqd!: number;

  @Field(() => Int64Scalar, { description: 'Payments by Other methods, in IQD.' })
  ledgerOtherIqd!: number;

  @Field(() => Int64Scalar, {
    description: 'Still to pay at the counter (or on delivery); cash taken for an order at a till (docs/cash.md) moves from here into ledgerCashIqd.',
  })
  ledgerDueAtCounterIqd!: number;

  @Field(() => Int64Scalar, { description: 'cashSalesIqd − ledgerCashIqd.' })
  cashVarianceIqd!: number;

  @Field(() => Int64Scalar, { description: 'cardSalesIqd − ledgerCardIqd.' })
  cardVarianceIqd!: number;

  @Field(() => Int64Scalar, { description: 'qiSalesIqd − ledgerQiIqd.' })
  qiVarianceIqd!: number;

  @Field(() => Int64Scalar, { description: 'grossSalesIqd − ledgerTotalIqd.' })
  grossVarianceIqd!: number;
}

interface LedgerRow {
  branch_id: string;
  business_date: string;
  order_count: string;
  total: string;
  due: string;
  cash: string;
  card: string;
  qi: string;
  wallet: string;
  other: string;
}

type Totals = Omit<LedgerRow, 'branch_id' | 'business_date'>;

/**
 * Adds the ledger's totals per payment kind to every EOD report (loss control compares them with
 * the reported figures). Batched: one query for every report of a list, whatever its length.
 */
@Resolver(() => EodReport)
export class EodLedgerResolver {
  @FieldResolver(() => EodLedgerComparison, {
    description: "The sales ledger's figures for this branch and business day, and the variance to the reported ones.",
  })
  async ledger(@Root() report: EodReport, @Ctx() ctx: RequestContext): Promise<EodLedgerComparison> {
    const loader = ctx.loaders.get<string, Totals | null>('sales.eod-ledger', async (keys) => {
      const pairs = keys.map((key) => key.split('|'));
      const rows = await ctx.query<LedgerRow>(
        `SELECT o.branch_id, to_char(o.business_date, 'YYYY-MM-DD') AS business_date, COUNT(*) AS order_count, SUM(o.total) AS total, SUM(o.amount_due_at_counter) AS due,
                SUM(p.cash) AS cash, SUM(p.card) AS card, SUM(p.qi) AS qi, SUM(p.wallet) AS wallet, SUM(p.other) AS other
           FROM sales_orders o
           CROSS JOIN LATERAL (
             SELECT COALESCE(SUM(CASE WHEN x->>'kind' = 'Cash' THEN (x->>'amountIqd')::bigint END), 0) AS cash,
                    COALESCE(SUM(CASE WHEN x->>'kind' = 'Card' THEN (x->>'amountIqd')::bigint END), 0) AS card,
                    COALESCE(SUM(CASE WHEN x->>'kind' = 'Qi' THEN (x->>'amountIqd')::bigint END), 0) AS qi,
                    COALESCE(SUM(CASE WHEN x->>'kind' = 'Wallet' THEN (x->>'amountIqd')::bigint END), 0) AS wallet,
                    COALESCE(SUM(CASE WHEN x->>'kind' = 'Other' THEN (x->>'amountIqd')::bigint END), 0) AS other
               FROM jsonb_array_elements(o.payments) AS x) p
          WHERE o.organization_id = $1 AND o.status <> $2
            AND (o.branch_id, o.business_date) IN (SELECT * FROM unnest($3::uuid[], $4::date[]))
          GROUP BY o.branch_id, o.business_date`,
        [ctx.organizationId, OrderStatus.Cancelled, pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])],
      );
      const byKey = new Map(rows.map((row) => [`${row.branch_id}|${row.business_date}`, row]));
      return keys.map((key) => byKey.get(key) ?? null);
    });
    const totals = await loader.load(`${report.branchId}|${report.businessDate}`);
    const n = (value: string | undefined) => Number(value ?? 0);
    const cash = n(totals?.cash);
    const card = n(totals?.card);
    const qi = n(totals?.qi);
    const total = n(totals?.total);
    return {
      orderCount: n(totals?.order_count),
      ledgerTotalIqd: total,
      ledgerCashIqd: cash,
      ledgerCardIqd: card,
      ledgerQiIqd: qi,
      ledgerWalletIqd: n(totals?.wallet),
      ledgerOtherIqd: n(totals?.other),
      ledgerDueAtCounterIqd: n(totals?.due),
      cashVarianceIqd: report.cashSalesIqd - cash,
      cardVarianceIqd: report.cardSalesIqd - card,
      qiVarianceIqd: report.qiSalesIqd - qi,
      grossVarianceIqd: report.grossSalesIqd - total,
    };
  }
}
