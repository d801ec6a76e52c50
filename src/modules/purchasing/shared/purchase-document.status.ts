import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';

/** The fields a status change of a purchase document touches. */
export interface StatusDocument<Status extends string> {
  id: string;
  branchId: string;
  status: Status;
  lastNote: string | null;
}

/** What differs between the documents' status changes: the audit entity type, the event types and the event payload. */
export interface StatusChangeTarget<Doc, Change extends string> {
  entityType: string;
  eventTypes: { readonly [K in Change]: string };
  payload(doc: Doc, note: string | null): Record<string, unknown>;
}

/**
 * Saves a status change of a purchase order or invoice with its audit entry (from → to, plus `extra`)
 * and its event, all in the caller's transaction. The caller has already checked the move.
 */
export async function saveStatusChange<Status extends string, Doc extends StatusDocument<Status>, Change extends string>(
  uow: UnitOfWork,
  ctx: RequestContext,
  target: StatusChangeTarget<Doc, Change>,
  doc: Doc,
  to: Status,
  change: Change,
  note: string | null,
  extra: Record<string, unknown> = {},
): Promise<Doc> {
  const from = doc.status;
  doc.status = to;
  doc.lastNote = note;
  await uow.manager.save(doc);
  await recordAudit(uow, ctx, {
    entityType: target.entityType,
    entityId: doc.id,
    action: change,
    reason: note,
    changes: { status: { from, to }, ...extra },
    branchId: doc.branchId,
  });
  await emit(uow, ctx, { type: target.eventTypes[change], resourceId: doc.id, data: target.payload(doc, note), branchId: doc.branchId });
  return doc;
}
