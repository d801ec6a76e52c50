/**
 * Records, when a production batch is created, what the forecast proposed for its day beside what
 * was decided (docs/forecast.md, "Batch proposal"). Called by the batch service in its unit of work:
 * a lookup of the stored forecast of the batch's chicken, meat and rice, no computation.
 */
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import type { RiceRoundingMethod } from '../../production/batches/batch.rules';
import { forecastReadService } from '../read/forecast-read.service';
import { ForecastQuantile } from '../read/forecast.types';
import { BatchProposalRecord } from '../store/forecast.entities';

export interface CreatedBatch {
  id: string;
  branchId: string;
  businessDate: string;
  chickenItemId: string;
  chickenCount: number;
  meatItemId: string;
  meatKg: number;
  riceItemId: string;
  rawRiceKg: number;
  cookedRiceMultiplier: number;
  riceRoundingMethod: RiceRoundingMethod;
}

export async function recordBatchProposal(uow: UnitOfWork, ctx: RequestContext, batch: CreatedBatch): Promise<void> {
  const proposal = await forecastReadService.propose(ctx, {
    branchId: batch.branchId,
    businessDate: batch.businessDate,
    quantile: ForecastQuantile.Upper,
    chickenItemId: batch.chickenItemId,
    meatItemId: batch.meatItemId,
    riceItemId: batch.riceItemId,
    cookedRiceMultiplier: Number(batch.cookedRiceMultiplier),
    riceRoundingMethod: batch.riceRoundingMethod,
  });
  await uow.manager.insert(BatchProposalRecord, {
    organizationId: ctx.organizationId,
    branchId: batch.branchId,
    businessDate: batch.businessDate,
    batchId: batch.id,
    quantile: proposal.quantile,
    serviceLevel: proposal.serviceLevel,
    proposedChickenCount: proposal.chickenCount,
    proposedMeatKg: proposal.meatKg,
    proposedRawRiceKg: proposal.rawRiceKg,
    decidedChickenCount: batch.chickenCount,
    decidedMeatKg: Number(batch.meatKg),
    decidedRawRiceKg: Number(batch.rawRiceKg),
    lines: proposal.lines,
    createdAt: ctx.now(),
  });
}
