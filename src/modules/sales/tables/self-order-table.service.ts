import type { RequestContext } from '../../../core/context/request-context';
import { conflict, type FieldErrors, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { Branch } from '../../identity/branches/branch.entity';
import { SelfOrderTable } from './self-order-table.entity';
import { type CreateSelfOrderTableInput, IssuedQrToken, type SelfOrderTableFilter, type UpdateSelfOrderTableInput } from './self-order-table.inputs';
import { selfOrderTableEvents, selfOrderTablePayload } from './self-order-table.events';
import { hashQrToken, newQrToken, orderingUrl, qrImages } from './qr-token';
import { listSortFields } from '../../../core/lists/sort-fields';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';
import { publicBaseUrlOf } from '../../../core/http/public-base-url';

const SORT_COLUMNS = { name: 't.name_key', area: 't.area', createdAt: 't.created_at', updatedAt: 't.updated_at' } as const;
export const selfOrderTablesSort = listSortFields('selfOrderTables', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = selfOrderTablesSort.fields;
const DUPLICATE_NAME = 'sales_self_order_tables_branch_name_key';
const AUDITED = ['name', 'area', 'seats', 'active'] as const;

function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

export class SelfOrderTableService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: SelfOrderTableFilter | undefined): Promise<PageResult<SelfOrderTable>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const query = ctx.db
      .getRepository(SelfOrderTable)
      .createQueryBuilder('t')
      .where('t.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.branchId) query.andWhere('t.branch_id = :branchId', { branchId: filter.branchId });
    if (filter?.active != null) query.andWhere('t.active = :active', { active: filter.active });
    if (window.search) query.andWhere('(t.name ILIKE :search OR t.area ILIKE :search)', { search: likePattern(window.search) });
    query.orderBy(SORT_COLUMNS[window.sort], window.dir);
    return readPage(ctx, query.addOrderBy('t.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<SelfOrderTable> {
    const table = await ctx.db.findOne(SelfOrderTable, { where: { id, organizationId: ctx.organizationId } });
    if (!table) throw notFound('Table');
    return table;
  }

  async create(ctx: RequestContext, input: CreateSelfOrderTableInput): Promise<IssuedQrToken> {
    const branchId = input.branchId ?? ctx.branchId;
    const branch = await ctx.db.findOne(Branch, { where: { id: branchId, organizationId: ctx.organizationId }, select: { id: true } });
    if (!branch) throw invalidField('branchId', 'is not a branch of this organisation');
    const token = newQrToken();
    const table = await this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const row = Object.assign(new SelfOrderTable(), {
          organizationId: ctx.organizationId,
          branchId,
          name: input.name.trim(),
          nameKey: nameKey(input.name),
          area: input.area?.trim() || null,
          seats: input.seats ?? null,
          active: input.active ?? true,
          tokenHash: hashQrToken(token),
          tokenIssuedAt: ctx.now(),
        });
        await uow.manager.insert(SelfOrderTable, row);
        const payload = selfOrderTablePayload(row);
        await recordAudit(uow, ctx, { entityType: 'self-order-table', entityId: row.id, action: 'created', changes: payload, branchId });
        await emit(uow, ctx, { type: selfOrderTableEvents.types.created, resourceId: row.id, data: payload, branchId });
        return row;
      }),
    );
    return this.issued(ctx, table, token);
  }

  async update(ctx: RequestContext, id: string, input: UpdateSelfOrderTableInput): Promise<SelfOrderTable> {
    const nulls: FieldErrors = {};
    if (input.name === null) nulls.name = ['is required'];
    if (input.active === null) nulls.active = ['must be true or false'];
    if (Object.keys(nulls).length > 0) throw validationError(nulls);
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const table = await this.lock(uow, ctx, id);
        const next: Partial<SelfOrderTable> = {};
        if (input.name != null) next.name = input.name.trim();
        if (input.area !== undefined) next.area = input.area?.trim() || null;
        if (input.seats !== undefined) next.seats = input.seats ?? null;
        if (input.active != null) next.active = input.active;
        const changes = diffFields(table, next, AUDITED);
        if (Object.keys(changes).length === 0) return table;
        Object.assign(table, next, { nameKey: nameKey(next.name ?? table.name) });
        await uow.manager.save(table);
        await recordAudit(uow, ctx, { entityType: 'self-order-table', entityId: id, action: 'updated', changes, branchId: table.branchId });
        await emit(uow, ctx, { type: selfOrderTableEvents.types.updated, resourceId: id, data: selfOrderTablePayload(table), branchId: table.branchId });
        return table;
      }),
    );
  }

  /** A new token; the old one stops working with this commit (its hash is gone). */
  async rotate(ctx: RequestContext, id: string): Promise<IssuedQrToken> {
    const token = newQrToken();
    const table = await ctx.transaction(async (uow) => {
      const row = await this.lock(uow, ctx, id);
      const had = row.tokenHash !== null;
      row.tokenHash = hashQrToken(token);
      row.tokenIssuedAt = ctx.now();
      await uow.manager.save(row);
      await recordAudit(uow, ctx, {
        entityType: 'self-order-table',
        entityId: id,
        action: 'token-rotated',
        changes: { hadToken: had },
        branchId: row.branchId,
      });
      await emit(uow, ctx, { type: selfOrderTableEvents.types['token-rotated'], resourceId: id, data: selfOrderTablePayload(row), branchId: row.branchId });
      return row;
    });
    return this.issued(ctx, table, token);
  }

  async revoke(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<SelfOrderTable> {
    return ctx.transaction(async (uow) => {
      const row = await this.lock(uow, ctx, id);
      if (row.tokenHash === null) throw conflict('The table has no QR token to revoke (rotate issues a new one).');
      row.tokenHash = null;
      row.tokenIssuedAt = null;
      await uow.manager.save(row);
      await recordAudit(uow, ctx, {
        entityType: 'self-order-table',
        entityId: id,
        action: 'token-revoked',
        reason: reason?.trim() || null,
        branchId: row.branchId,
      });
      await emit(uow, ctx, { type: selfOrderTableEvents.types['token-revoked'], resourceId: id, data: selfOrderTablePayload(row), branchId: row.branchId });
      return row;
    });
  }

  private async issued(ctx: RequestContext, table: SelfOrderTable, token: string): Promise<IssuedQrToken> {
    // A replayed create/rotate must not hand the token out again (see withholdFromStorage).
    ctx.withholdFromStorage(token);
    const orderUrl = orderingUrl(publicBaseUrlOf(ctx), token);
    const images = await qrImages(orderUrl);
    ctx.withholdFromStorage(orderUrl);
    ctx.withholdFromStorage(images.svg);
    ctx.withholdFromStorage(images.png);
    return Object.assign(new IssuedQrToken(), { table, qrToken: token, orderUrl, qrSvg: images.svg, qrPng: images.png });
  }

  private async lock(uow: UnitOfWork, ctx: RequestContext, id: string): Promise<SelfOrderTable> {
    const table = await lockOrNotFound(uow.manager, SelfOrderTable, ctx, id, 'Table');
    return table;
  }

  private catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, { [DUPLICATE_NAME]: () => conflict('A table with this name already exists in the branch.') });
  }
}

export const selfOrderTableService = new SelfOrderTableService();
