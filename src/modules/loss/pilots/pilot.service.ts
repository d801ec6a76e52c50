import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict, type FieldErrors, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { Pilot, PilotChecklist } from './pilot.entity';
import { type CreatePilotInput, type PilotFilter, type PilotStatusInput, type UpdatePilotInput } from './pilot.inputs';
import { pilotEvents, pilotPayload } from './pilot.events';
import { applyChecklist, checklistChanged, checklistErrors } from './pilot-checklist';
import { FinalReportStatus, finalReportMoveProblem, pilotDeleteProblem, pilotMoveProblem, pilotPlanEditable, PilotStatus } from './pilot.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = {
  startDate: 'p.start_date',
  endDate: 'p.end_date',
  restaurantName: 'p.restaurant_name',
  status: 'p.status',
  createdAt: 'p.created_at',
  updatedAt: 'p.updated_at',
} as const;
export const pilotsSort = listSortFields('pilots', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = pilotsSort.fields;

function dateErrors(startDate: string, endDate: string): FieldErrors {
  return startDate > endDate ? { endDate: [`must be on or after startDate (${startDate})`] } : {};
}

/** Pilots are organisation-level records: every query filters by the caller's organisation. */
export class PilotService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: PilotFilter | undefined): Promise<PageResult<Pilot>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'startDate', dir: 'desc' });
    const query = ctx.db.getRepository(Pilot).createQueryBuilder('p').where('p.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.includeDeleted) query.withDeleted();
    if (filter?.status) query.andWhere('p.status = :status', { status: filter.status });
    if (window.search) query.andWhere('(p.restaurant_name ILIKE :search OR p.note ILIKE :search)', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('p.id', 'ASC'), window);
  }

  /** One pilot of the organisation (deleted ones too, so their reason can be read). */
  async get(ctx: RequestContext, id: string): Promise<Pilot> {
    const pilot = await ctx.db.findOne(Pilot, { where: { id, organizationId: ctx.organizationId }, withDeleted: true });
    if (!pilot) throw notFound('Pilot');
    return pilot;
  }

  async create(ctx: RequestContext, input: CreatePilotInput): Promise<Pilot> {
    const errors = dateErrors(input.startDate, input.endDate);
    if (!input.restaurantName.trim()) errors.restaurantName = ['is required'];
    if (Object.keys(errors).length) throw validationError(errors);
    return ctx.transaction(async (uow) => {
      const pilot = uow.manager.create(Pilot, {
        organizationId: ctx.organizationId,
        restaurantName: input.restaurantName.trim(),
        startDate: input.startDate,
        endDate: input.endDate,
        note: input.note?.trim() || null,
        status: PilotStatus.Planned,
        finalReportStatus: FinalReportStatus.NotStarted,
        checklist: Object.assign(new PilotChecklist(), { items: [] }),
        statusChangedAt: null,
        statusChangedBy: null,
        createdBy: ctx.actorId,
        deletedAt: null,
        deletedBy: null,
        deleteReason: null,
      });
      await uow.manager.save(pilot);
      const payload = pilotPayload(pilot);
      await recordAudit(uow, ctx, { entityType: 'pilot', entityId: pilot.id, action: 'created', changes: payload, branchId: null });
      await emit(uow, ctx, { type: pilotEvents.types.created, resourceId: pilot.id, data: payload, branchId: null });
      return pilot;
    });
  }

  /**
   * PUT: omitted fields keep their value. Restaurant, dates and checklist are frozen once the pilot
   * is Completed or Cancelled (409); the note and the final report status still move.
   */
  async update(ctx: RequestContext, id: string, input: UpdatePilotInput): Promise<Pilot> {
    return ctx.transaction(async (uow) => {
      const pilot = await this.lock(uow, ctx, id);
      const next = {
        restaurantName: input.restaurantName != null ? input.restaurantName.trim() : pilot.restaurantName,
        startDate: input.startDate ?? pilot.startDate,
        endDate: input.endDate ?? pilot.endDate,
        note: input.note === undefined ? pilot.note : input.note?.trim() || null,
        finalReportStatus: input.finalReportStatus ?? pilot.finalReportStatus,
      };
      const errors: FieldErrors = dateErrors(next.startDate, next.endDate);
      if (!next.restaurantName) errors.restaurantName = ['must not be empty'];
      const items = input.checklist?.items;
      if (items) Object.assign(errors, checklistErrors(items));
      if (Object.keys(errors).length) throw validationError(errors);

      const changes: Record<string, unknown> = {};
      for (const field of ['restaurantName', 'startDate', 'endDate', 'note', 'finalReportStatus'] as const) {
        if (next[field] !== pilot[field]) changes[field] = { from: pilot[field], to: next[field] };
      }
      let checklist = pilot.checklist;
      if (items) {
        const applied = applyChecklist(pilot.checklist, items, { userId: ctx.actorId, now: ctx.now() });
        if (checklistChanged(applied.change)) {
          changes.checklist = Object.fromEntries(Object.entries(applied.change).filter(([, keys]) => keys.length > 0));
          checklist = Object.assign(new PilotChecklist(), applied.next);
        }
      }
      const planChanged = ['restaurantName', 'startDate', 'endDate', 'checklist'].some((field) => field in changes);
      if (planChanged && !pilotPlanEditable(pilot.status)) {
        throw conflict(`A ${pilot.status} pilot's restaurant, dates and checklist no longer change; only its note and final report status can.`);
      }
      if (changes.finalReportStatus) {
        const problem = finalReportMoveProblem(pilot.status, pilot.finalReportStatus, next.finalReportStatus);
        if (problem) throw conflict(problem);
      }
      if (Object.keys(changes).length === 0) return pilot;
      Object.assign(pilot, next, { checklist });
      await uow.manager.save(pilot);
      await recordAudit(uow, ctx, { entityType: 'pilot', entityId: id, action: 'updated', changes, branchId: null });
      await emit(uow, ctx, { type: pilotEvents.types.updated, resourceId: id, data: pilotPayload(pilot), branchId: null });
      return pilot;
    });
  }

  async setStatus(ctx: RequestContext, id: string, input: PilotStatusInput): Promise<Pilot> {
    return ctx.transaction(async (uow) => {
      const pilot = await this.lock(uow, ctx, id);
      const problem = pilotMoveProblem(pilot.status, input.status);
      if (problem) throw conflict(problem);
      const from = pilot.status;
      pilot.status = input.status;
      pilot.statusChangedAt = ctx.now();
      pilot.statusChangedBy = ctx.actorId;
      await uow.manager.save(pilot);
      const reason = normalizeReason(input.reason);
      await recordAudit(uow, ctx, {
        entityType: 'pilot',
        entityId: id,
        action: 'status-changed',
        reason,
        changes: { status: { from, to: pilot.status } },
        branchId: null,
      });
      await emit(uow, ctx, { type: pilotEvents.types['status-changed'], resourceId: id, data: pilotPayload(pilot), branchId: null });
      return pilot;
    });
  }

  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<Pilot> {
    return ctx.transaction(async (uow) => {
      const pilot = await this.lock(uow, ctx, id);
      const problem = pilotDeleteProblem(pilot.status);
      if (problem) throw conflict(problem);
      pilot.deletedAt = ctx.now();
      pilot.deletedBy = ctx.actorId;
      pilot.deleteReason = normalizeReason(reason);
      await uow.manager.save(pilot);
      await recordAudit(uow, ctx, { entityType: 'pilot', entityId: id, action: 'deleted', reason: pilot.deleteReason, branchId: null });
      await emit(uow, ctx, { type: pilotEvents.types.deleted, resourceId: id, data: pilotPayload(pilot), branchId: null });
      return pilot;
    });
  }

  /** A live pilot of the caller's organisation, row-locked; 404 for unknown, foreign or deleted ids. */
  private async lock(uow: UnitOfWork, ctx: RequestContext, id: string): Promise<Pilot> {
    const pilot = await lockOrNotFound(uow.manager, Pilot, ctx, id, 'Pilot');
    return pilot;
  }
}

export const pilotService = new PilotService();
