import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../../core/context/request-context';
import { recordAudit } from '../../../core/audit/record-audit';
import { lockOrNotFound } from '../../../core/db/write-helpers';
import { conflict, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { staffBranchScope } from '../../hr/shared/hr-access';
import { rosterBranch } from '../labour-access';
import { ClockDevice } from './clock-device.entity';
import type { ClockDeviceFilter, RegisterClockDeviceInput, RegisteredClockDevice } from './clock-device.inputs';
import { issueDeviceCredential } from './device-credential';

const SORT_COLUMNS = { createdAt: 'd.created_at', name: 'd.name' } as const;
export const clockDevicesSort = listSortFields('clockDevices', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);

/** Kiosk devices (docs/labour.md, "Kiosk devices"): registered and revoked by a manager of the branch. */
export class ClockDeviceService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: ClockDeviceFilter | undefined): Promise<PageResult<ClockDevice>> {
    const window = resolveListWindow(list, clockDevicesSort.fields, { sort: 'createdAt', dir: 'desc' });
    const query = ctx.db
      .getRepository(ClockDevice)
      .createQueryBuilder('d')
      .where('d.organization_id = :organizationId', { organizationId: ctx.organizationId });
    const scope = await staffBranchScope(ctx);
    if (scope !== null) query.andWhere('d.branch_id = ANY(CAST(:scope AS uuid[]))', { scope });
    if (filter?.branchId) query.andWhere('d.branch_id = :branchId', { branchId: filter.branchId });
    if (!filter?.includeRevoked) query.andWhere('d.revoked_at IS NULL');
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('d.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<ClockDevice> {
    const device = await ctx.db.findOne(ClockDevice, { where: { id, organizationId: ctx.organizationId } });
    if (!device) throw notFound('Kiosk device');
    await rosterBranch(ctx.db, ctx, device.branchId, null);
    return device;
  }

  /** Registers a device at a branch; its credential is in this answer only (a replay of it carries null). */
  async register(ctx: RequestContext, input: RegisterClockDeviceInput): Promise<RegisteredClockDevice> {
    const id = randomUUID();
    const issued = issueDeviceCredential(id);
    ctx.withholdFromStorage(issued.credential);
    const device = await ctx.transaction(async (uow) => {
      await rosterBranch(uow.manager, ctx, input.branchId, 'branchId');
      const row = uow.manager.create(ClockDevice, {
        id,
        organizationId: ctx.organizationId,
        branchId: input.branchId,
        name: input.name.trim(),
        secretHash: issued.hash,
        lastFour: issued.lastFour,
        createdBy: ctx.actorId,
        lastSeenAt: null,
        revokedAt: null,
        revokedBy: null,
      });
      await uow.manager.insert(ClockDevice, row);
      await recordAudit(uow, ctx, {
        entityType: 'clock-device',
        entityId: id,
        action: 'registered',
        changes: { name: row.name, branchId: row.branchId },
        branchId: row.branchId,
      });
      return row;
    });
    return { device, credential: issued.credential };
  }

  /** Revokes a device: its credential is refused from the next request (401). */
  async revoke(ctx: RequestContext, id: string): Promise<ClockDevice> {
    return ctx.transaction(async (uow) => {
      const device = await lockOrNotFound(uow.manager, ClockDevice, ctx, id, 'Kiosk device');
      await rosterBranch(uow.manager, ctx, device.branchId, null);
      if (device.revokedAt) throw conflict('The kiosk device is already revoked.');
      device.revokedAt = ctx.now();
      device.revokedBy = ctx.actorId;
      await uow.manager.save(device);
      await recordAudit(uow, ctx, { entityType: 'clock-device', entityId: id, action: 'revoked', changes: { name: device.name }, branchId: device.branchId });
      return device;
    });
  }
}

export const clockDeviceService = new ClockDeviceService();
