import { LessThan } from 'typeorm';
import type { JobDefinition } from '../../../core/jobs/job-queue';
import { serviceTransaction } from '../../../core/db/unit-of-work';
import { ImportBatchStatus } from './import-format';
import { ProductImportBatch } from './import-batch.entity';

/** Deletes uncommitted previews once they have expired (24 h); committed batches stay as history. */
export const importCleanupJob: JobDefinition = {
  name: 'catalog.import-cleanup',
  every: '1 hour',
  concurrency: 1,
  async run(runtime) {
    const result = await serviceTransaction(runtime, (uow) =>
      uow.manager.delete(ProductImportBatch, { status: ImportBatchStatus.Previewed, expiresAt: LessThan(runtime.clock.now()) }),
    );
    if (result.affected) runtime.logger.info({ removed: result.affected }, 'expired catalogue import previews removed');
  },
};
