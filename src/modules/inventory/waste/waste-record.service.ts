import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { invalidField } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { businessDateOr, toMilliChecked, usableBranch, usableItem } from '../shared/inventory-access';
import { InventoryMovementKind, InventorySourceKind, InventoryWasteReason } from '../shared/inventory-vocabulary';
import { postMovements } from '../ledger/stock-posting';
import { WasteRecord } from './waste-record.entity';
import { type WasteRecordInput } from './waste-record.inputs';

export class WasteRecordService {
  async record(ctx: RequestContext, input: WasteRecordInput): Promise<WasteRecord> {
    const quantityMilli = toMilliChecked('quantity', input.quantity);
    if (input.reason === InventoryWasteReason.TransferShortfall) throw invalidField('reason', 'TransferShortfall is recorded by receiving a transfer');
    const note = input.note?.trim() || null;
    if (input.reason === InventoryWasteReason.Other && !note) throw invalidField('note', 'is required when reason is Other');
    const branchId = input.branchId ?? ctx.branchId;
    return ctx.transaction(async (uow) => {
      await usableBranch(uow.manager, ctx, branchId);
      const item = await usableItem(uow.manager, ctx, input.inventoryItemId);
      const businessDate = await businessDateOr(ctx, branchId, input.businessDate);
      return this.write(uow, ctx, { branchId, inventoryItemId: item.id, businessDate, quantityMilli, reason: input.reason, note, transferId: null });
    });
  }

  /** Writes a waste record and its Waste movement (also used for a transfer's shortfall). */
  async write(
    uow: UnitOfWork,
    ctx: RequestContext,
    fields: Pick<WasteRecord, 'branchId' | 'inventoryItemId' | 'businessDate' | 'quantityMilli' | 'reason' | 'note' | 'transferId'>,
  ): Promise<WasteRecord> {
    const record = Object.assign(new WasteRecord(), { ...fields, organizationId: ctx.organizationId, valueIqd: 0, createdBy: ctx.actorId });
    await uow.manager.insert(WasteRecord, record);
    const { movements } = await postMovements(uow, ctx, {
      branchId: fields.branchId,
      businessDate: fields.businessDate,
      kind: InventoryMovementKind.Waste,
      source: { kind: InventorySourceKind.WasteRecord, id: record.id },
      lines: [{ inventoryItemId: fields.inventoryItemId, quantityMilli: -fields.quantityMilli }],
      reason: fields.note ? `${fields.reason}: ${fields.note}` : fields.reason,
    });
    record.valueIqd = -(movements[0]?.valueIqd ?? 0);
    await uow.manager.update(WasteRecord, { id: record.id, organizationId: ctx.organizationId }, { valueIqd: record.valueIqd });
    await recordAudit(uow, ctx, {
      entityType: 'waste-record',
      entityId: record.id,
      action: 'recorded',
      reason: fields.note,
      changes: { inventoryItemId: fields.inventoryItemId, quantity: fields.quantityMilli / 1000, reason: fields.reason, valueIqd: record.valueIqd },
      branchId: fields.branchId,
    });
    return record;
  }

  /**
   * A transfer's shortfall: a loss charged to the sender. Its stock already left the sender with
   * the TransferOut movement, so the record carries the lost value and moves nothing again.
   */
  async recordShortfall(
    uow: UnitOfWork,
    ctx: RequestContext,
    fields: Pick<WasteRecord, 'branchId' | 'inventoryItemId' | 'businessDate' | 'quantityMilli' | 'valueIqd' | 'transferId'>,
  ): Promise<WasteRecord> {
    const record = Object.assign(new WasteRecord(), {
      ...fields,
      organizationId: ctx.organizationId,
      reason: InventoryWasteReason.TransferShortfall,
      note: null,
      createdBy: ctx.actorId,
    });
    await uow.manager.insert(WasteRecord, record);
    await recordAudit(uow, ctx, {
      entityType: 'waste-record',
      entityId: record.id,
      action: 'recorded',
      changes: {
        inventoryItemId: fields.inventoryItemId,
        quantity: fields.quantityMilli / 1000,
        reason: record.reason,
        valueIqd: fields.valueIqd,
        transferId: fields.transferId,
      },
      branchId: fields.branchId,
    });
    return record;
  }
}

export const wasteRecordService = new WasteRecordService();
