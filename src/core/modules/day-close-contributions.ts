import type { RequestContext } from '../context/request-context';

/**
 * Figures another feature adds to a branch's daily close (docs/analytics.md, "The daily close"):
 * the labour module adds the day's labour cost and its targets. A feature declares its
 * contribution in its FeatureModule (`dayCloseContributions`); the close asks the registry, so it
 * imports none of the features that feed it. Wired at start-up by src/bootstrap.ts.
 */
export interface DayCloseLabour {
  /** The branch's labour cost of the day in whole IQD. */
  labourCostIqd: number;
  /** The organisation's targets (percent of net sales) above which the close flags the day. */
  labourPercentTarget: number;
  primeCostPercentTarget: number;
}

export interface DayCloseContribution {
  name: string;
  /**
   * A SQL expression over the day's sources, given the SQL of the organisation, branch and
   * business date: it becomes part of the close's fingerprint, so a change to it marks the day
   * Stale and the close job computes it again (a new version when a figure moved).
   */
  fingerprintSql(org: string, branch: string, day: string): string;
  /** The branch's day, read before the close's transaction opens. */
  labour?(ctx: RequestContext, branchId: string, businessDate: string): Promise<DayCloseLabour>;
}

export class DayCloseContributionRegistry {
  private readonly contributions: DayCloseContribution[] = [];

  /** Registering the same contribution twice is harmless (a second runtime in one process). */
  register(contributions: readonly DayCloseContribution[]): void {
    for (const contribution of contributions) if (!this.contributions.includes(contribution)) this.contributions.push(contribution);
  }

  all(): readonly DayCloseContribution[] {
    return this.contributions;
  }
}

export const dayCloseContributions = new DayCloseContributionRegistry();
