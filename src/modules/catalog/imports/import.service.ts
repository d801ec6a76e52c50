import { createHash } from 'node:crypto';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, notFound, validationError } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { ImportBatchStatus, type ImportFormat, ImportRowAction } from './import-format';
import { ProductImportBatch, type ImportRow } from './import-batch.entity';
import { type ProductImportInput } from './import.inputs';
import { parseImportContent } from './import-parse';
import { type ImportPlan, planImport, planSignature } from './import-plan';
import { loadSnapshot } from './import-snapshot';
import { applyImport } from './import-writes';
import { importEvents, importPayload } from './import.events';
import { lockOrNotFound } from '../../../core/db/write-helpers';
import { runSql } from '../../../core/db/run-sql';

/** A preview can be committed for this long. */
export const IMPORT_PREVIEW_TTL_MS = 24 * 3600 * 1000;

export function contentHash(format: ImportFormat, content: string): string {
  return createHash('sha256').update(`${format}\n${content}`).digest('hex');
}

function storedRows(plan: ImportPlan): ImportRow[] {
  return plan.rows.map(({ rowNumber, code, action, productId, changes, errors }) => ({ rowNumber, code, action, productId, changes, errors }));
}

function count(plan: ImportPlan, action: ImportRowAction): number {
  return plan.rows.reduce((n, row) => n + (row.action === action ? 1 : 0), 0);
}

async function planFor(manager: import('typeorm').EntityManager, ctx: RequestContext, input: ProductImportInput) {
  const rows = parseImportContent(input.format, input.content);
  const codes = rows.map((r) => r.cells.code?.trim()).filter((c): c is string => Boolean(c));
  const snapshot = await loadSnapshot(manager, ctx, codes);
  return { plan: planImport(rows, snapshot), snapshot };
}

export class ProductImportService {
  /** Validates the file against the current catalogue and stores the preview; the catalogue does not change. */
  async preview(ctx: RequestContext, input: ProductImportInput): Promise<ProductImportBatch> {
    const { plan } = await planFor(ctx.db, ctx, input);
    return ctx.transaction(async (uow) => {
      const batch = Object.assign(new ProductImportBatch(), {
        organizationId: ctx.organizationId,
        format: input.format,
        contentHash: contentHash(input.format, input.content),
        status: ImportBatchStatus.Previewed,
        expiresAt: new Date(ctx.now().getTime() + IMPORT_PREVIEW_TTL_MS),
        rowCount: plan.rows.length,
        createCount: count(plan, ImportRowAction.Create),
        updateCount: count(plan, ImportRowAction.Update),
        unchangedCount: count(plan, ImportRowAction.Unchanged),
        errorCount: count(plan, ImportRowAction.Error),
        newCategoryCodes: plan.newCategoryCodes,
        rows: storedRows(plan),
        createdBy: ctx.actorId,
        committedAt: null,
        committedBy: null,
      });
      await uow.manager.insert(ProductImportBatch, batch);
      await recordAudit(uow, ctx, {
        entityType: 'product-import',
        entityId: batch.id,
        action: 'previewed',
        changes: { format: batch.format, rowCount: batch.rowCount, errorCount: batch.errorCount },
        branchId: null,
      });
      return batch;
    });
  }

  async get(ctx: RequestContext, id: string): Promise<ProductImportBatch> {
    const batch = await ctx.db.findOne(ProductImportBatch, { where: { id, organizationId: ctx.organizationId } });
    if (!batch) throw notFound('Import batch');
    return this.withExpiry(ctx, batch);
  }

  /**
   * Applies the preview in one transaction: the same content (409 otherwise), no row errors (422),
   * once (409), before it expires (409), and only if the catalogue still gives the same plan
   * (409: someone changed a product since the preview; preview again).
   */
  async commit(ctx: RequestContext, id: string, input: ProductImportInput): Promise<ProductImportBatch> {
    return ctx.transaction(async (uow) => {
      const batch = await lockOrNotFound(uow.manager, ProductImportBatch, ctx, id, 'Import batch');
      if (batch.status === ImportBatchStatus.Committed) throw conflict('This import batch was already committed.');
      if (batch.expiresAt.getTime() <= ctx.now().getTime()) throw conflict('This import preview has expired; preview the file again.');
      if (input.format !== batch.format || contentHash(input.format, input.content) !== batch.contentHash) {
        throw conflict('The content differs from the previewed content; preview this content first.');
      }
      if (batch.errorCount > 0) {
        throw validationError({ content: [`${batch.errorCount} row(s) have errors; fix them and preview again`] }, 'The import has rows with errors.');
      }
      // One import at a time per organisation, so two commits cannot create the same code.
      await runSql(uow.manager, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`catalog-import:${ctx.organizationId}`]);
      const { plan, snapshot } = await planFor(uow.manager, ctx, input);
      if (planSignature(plan.rows) !== planSignature(batch.rows)) {
        throw conflict('The catalogue changed since the preview; preview the file again.');
      }
      await applyImport(uow, ctx, batch.id, plan, snapshot);
      batch.status = ImportBatchStatus.Committed;
      batch.committedAt = ctx.now();
      batch.committedBy = ctx.actorId;
      await uow.manager.update(
        ProductImportBatch,
        { id: batch.id, organizationId: ctx.organizationId },
        { status: batch.status, committedAt: batch.committedAt, committedBy: batch.committedBy },
      );
      await recordAudit(uow, ctx, { entityType: 'product-import', entityId: batch.id, action: 'committed', changes: importPayload(batch), branchId: null });
      await emit(uow, ctx, { type: importEvents.types.committed, resourceId: batch.id, data: importPayload(batch), branchId: null });
      return batch;
    });
  }

  /** Uncommitted previews past their expiry are shown as Expired (the cleanup job deletes them). */
  private withExpiry(ctx: RequestContext, batch: ProductImportBatch): ProductImportBatch {
    if (batch.status === ImportBatchStatus.Previewed && batch.expiresAt.getTime() <= ctx.now().getTime()) batch.status = ImportBatchStatus.Expired;
    return batch;
  }
}

export const productImportService = new ProductImportService();
