import { registerEnumType } from 'type-graphql';
import type { RequestContext } from '../context/request-context';
import type { UnitOfWork } from '../db/unit-of-work';
import { conflict } from '../errors/app-error';

/*
 * What a bank statement line can be matched to. Modules add their own targets (HR advances, EOD
 * settlements, supplier payments…) through `matchTargets` on their FeatureModule, the way they add
 * events to the event catalog; reconciliation in accounting only talks to this interface.
 */

/** A statement line as a target sees it. Amounts are signed (money in > 0, out < 0) in the account's minor unit. */
export interface StatementLineView {
  id: string;
  bankAccountId: string;
  /** The branch whose period lock and calendar apply to the account. */
  branchId: string;
  currencyCode: string;
  /** Booking date, YYYY-MM-DD. */
  date: string;
  amount: number;
  description: string | null;
  reference: string | null;
  counterparty: string | null;
}

/** Lines already Matched to the same (matchType, matchedRef), other than the line being matched. */
export interface MatchedElsewhere {
  lineIds: string[];
  /** Sum of their signed amounts. */
  amount: number;
}

/** What a valid match resolves to; stored on the line. */
export interface MatchResolution {
  /** Human text shown with the line ("Advance of Ali Hassan, paid 2026-01-05"). */
  label: string;
}

/** A record a line could be matched to, for suggestions. */
export interface MatchCandidate {
  matchedRef: string;
  label: string;
  /** Signed, in the line's minor unit, as it would appear on the statement (a payout is negative). */
  amount: number;
  /** The date the money should have moved, YYYY-MM-DD, if known. */
  date: string | null;
  /** Reference numbers and names to look for in the line's description and reference. */
  texts: string[];
  counterparty: string | null;
}

export interface CandidateWindow {
  /** Inclusive date window around the line (targets may ignore dates they do not have). */
  from: string;
  to: string;
  /** At most this many candidates (closest amounts first is a good pre-selection). */
  limit: number;
}

export interface MatchTarget {
  /** PascalCase; becomes a value of the GraphQL enum MatchType. */
  type: string;
  /** One sentence for docs and the enum value description. */
  description: string;
  /** True when matchedRef is free text (Other) rather than a record id. */
  freeReference?: boolean;
  /**
   * True when matchedRef names a record but is not a bare id (e.g. EodSettlement's
   * `<eodReportId>:<part>`): the engine skips its id check and `validate` checks the shape.
   */
  composedReference?: boolean;
  /** True when a match to this target needs a note. */
  requiresNote?: boolean;
  /**
   * Inside the match transaction: matchedRef must name a record of ctx's organisation (else throw
   * 422 on `matchedRef`) that is not already fully matched (else 409, see refuseIfMatchedElsewhere).
   */
  validate(uow: UnitOfWork, ctx: RequestContext, line: StatementLineView, matchedRef: string, elsewhere: MatchedElsewhere): Promise<MatchResolution>;
  /** Records this line could be matched to (outside a transaction, read only). */
  candidates(ctx: RequestContext, line: StatementLineView, window: CandidateWindow): Promise<MatchCandidate[]>;
  /** After the line became Matched, in the same transaction (e.g. a transfer matches the other line too). */
  onMatch?(uow: UnitOfWork, ctx: RequestContext, line: StatementLineView, matchedRef: string): Promise<void>;
  /** After a Matched line was reopened, in the same transaction. */
  onUnmatch?(uow: UnitOfWork, ctx: RequestContext, line: StatementLineView, matchedRef: string, reason: string): Promise<void>;
}

/** The usual rule for records that one line settles: any other Matched line is a 409. */
export function refuseIfMatchedElsewhere(elsewhere: MatchedElsewhere, what: string): void {
  if (elsewhere.lineIds.length > 0) throw conflict(`${what} is already matched to another statement line.`);
}

/**
 * The GraphQL enum MatchType: its values are filled in from the registry when modules are
 * registered, before the schema is built (type-graphql reads the object at build time).
 */
export const MatchType: Record<string, string> = {};
const valueDescriptions: Record<string, { description: string }> = {};
registerEnumType(MatchType, {
  name: 'MatchType',
  description: 'What a bank statement line is matched to; one value per registered match target.',
  valuesConfig: valueDescriptions,
});

export class MatchTargetRegistry {
  private readonly targets = new Map<string, MatchTarget>();

  /** Registering the same target twice is harmless; two targets of one type are a start-up error. */
  register(targets: readonly MatchTarget[]): void {
    for (const target of targets) {
      if (!/^[A-Z][A-Za-z0-9]*$/.test(target.type)) throw new Error(`Match target type must be PascalCase: ${target.type}`);
      const known = this.targets.get(target.type);
      if (known && known !== target) throw new Error(`Match target ${target.type} is registered twice`);
      this.targets.set(target.type, target);
      MatchType[target.type] = target.type;
      valueDescriptions[target.type] = { description: target.description };
    }
  }

  get(type: string): MatchTarget | undefined {
    return this.targets.get(type);
  }

  /** In registration order. */
  all(): MatchTarget[] {
    return [...this.targets.values()];
  }
}

export const matchTargets = new MatchTargetRegistry();
