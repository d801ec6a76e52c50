import { Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { Int64Scalar } from '../../../core/scalars';
import { EodReport } from '../../loss/eod-reports/eod-report.entity';

@ObjectType('EodTillClose', {
  description: "The till sessions of the report's branch and business day (docs/cash.md): how many are closed and their variance.",
})
export class EodTillClose {
  @Field(() => Int, { description: 'Sessions approved (Closed).' })
  closedSessions!: number;

  @Field(() => Int, { description: 'Sessions still Open or Counted (not approved yet).' })
  unclosedSessions!: number;

  @Field(() => Int64Scalar, { description: 'Sum of the closed sessions’ variances in IQD (negative: short).' })
  varianceIqd!: number;
}

interface Row {
  key: string;
  closed: number;
  unclosed: number;
  variance: string | null;
}

/** Feeds the cash variance of the day into loss control's end-of-day view; one query per list. */
@Resolver(() => EodReport)
export class EodTillCloseResolver {
  @FieldResolver(() => EodTillClose, { description: "The day's till sessions: closed, not closed yet, and the closed ones' variance in IQD." })
  async tillClose(@Root() report: EodReport, @Ctx() ctx: RequestContext): Promise<EodTillClose> {
    const loader = ctx.loaders.get<string, Row | null>('sales.eod-till-close', async (keys) => {
      const pairs = keys.map((key) => key.split('|'));
      const rows = await ctx.query<Row>(
        `SELECT s.branch_id || '|' || to_char(s.business_date, 'YYYY-MM-DD') AS key,
                COUNT(*) FILTER (WHERE s.status = 'Closed')::int AS closed,
                COUNT(*) FILTER (WHERE s.status <> 'Closed')::int AS unclosed,
                SUM(s.variance_iqd) FILTER (WHERE s.status = 'Closed') AS variance
           FROM sales_till_sessions s
          WHERE s.organization_id = $1 AND (s.branch_id, s.business_date) IN (SELECT * FROM unnest($2::uuid[], $3::date[]))
          GROUP BY s.branch_id, s.business_date`,
        [ctx.organizationId, pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])],
      );
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return keys.map((key) => byKey.get(key) ?? null);
    });
    const row = await loader.load(`${report.branchId}|${report.businessDate}`);
    return { closedSessions: row?.closed ?? 0, unclosedSessions: row?.unclosed ?? 0, varianceIqd: Number(row?.variance ?? 0) };
  }
}
