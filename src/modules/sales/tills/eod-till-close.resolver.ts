import { Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { Int64Scalar } from '../../../core/scalars';
import { EodReport } from '../../loss/eod-reports/eod-report.entity';
import { dayTillCloseLoader } from './till.loaders';

@ObjectType('EodTillClose', {
  simpleResolvers: true,
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

/** Feeds the cash variance of the day into loss control's end-of-day view; one query per list. */
@Resolver(() => EodReport)
export class EodTillCloseResolver {
  @FieldResolver(() => EodTillClose, { description: "The day's till sessions: closed, not closed yet, and the closed ones' variance in IQD." })
  async tillClose(@Root() report: EodReport, @Ctx() ctx: RequestContext): Promise<EodTillClose> {
    const row = await dayTillCloseLoader(ctx).load(`${report.branchId}|${report.businessDate}`);
    return { closedSessions: row?.closed ?? 0, unclosedSessions: row?.unclosed ?? 0, varianceIqd: Number(row?.variance ?? 0) };
  }
}
