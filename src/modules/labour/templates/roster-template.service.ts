import type { RequestContext } from '../../../core/context/request-context';
import { conflict, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { recordAudit } from '../../../core/audit/record-audit';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';
import { staffBranchScope } from '../../hr/shared/hr-access';
import { rosterBranch } from '../labour-access';
import { patternOf } from '../rules/roster-plan.rules';
import { labourSettingsService } from '../settings/labour-settings.service';
import { Shift } from '../shifts/shift.entity';
import { fillWeek } from '../rosters/roster-fill';
import { assertWeekStart, rosterWeekService } from '../rosters/roster-week.service';
import type { ApplyRosterTemplateInput, RosterFillResult, RosterTemplateFilter, SaveRosterTemplateInput } from '../rosters/roster-week.types';
import { RosterTemplate } from './roster-template.entity';

const SORT_COLUMNS = { name: 't.name', updatedAt: 't.updated_at' } as const;
export const rosterTemplatesSort = listSortFields('rosterTemplates', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);

const duplicateName = () => conflict('The branch already has a roster template with this name.');

export class RosterTemplateService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: RosterTemplateFilter | undefined): Promise<PageResult<RosterTemplate>> {
    const window = resolveListWindow(list, rosterTemplatesSort.fields, { sort: 'name', dir: 'asc' });
    const query = ctx.db
      .getRepository(RosterTemplate)
      .createQueryBuilder('t')
      .where('t.organization_id = :organizationId', { organizationId: ctx.organizationId });
    const scope = await staffBranchScope(ctx);
    if (scope !== null) query.andWhere('t.branch_id = ANY(CAST(:scope AS uuid[]))', { scope });
    if (filter?.branchId) query.andWhere('t.branch_id = :branchId', { branchId: filter.branchId });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('t.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<RosterTemplate> {
    const template = await ctx.db.findOne(RosterTemplate, { where: { id, organizationId: ctx.organizationId } });
    if (!template) throw notFound('Roster template');
    const scope = await staffBranchScope(ctx);
    if (scope !== null && !scope.includes(template.branchId)) throw notFound('Roster template');
    return template;
  }

  /** Saves a week's shifts of a branch as a named pattern. */
  async save(ctx: RequestContext, input: SaveRosterTemplateInput): Promise<RosterTemplate> {
    assertWeekStart(input.weekStart);
    const name = input.name.trim();
    return ctx.transaction(async (uow) => {
      const branch = await rosterBranch(uow.manager, ctx, input.branchId, 'branchId');
      const shifts = await uow.manager.find(Shift, {
        where: { organizationId: ctx.organizationId, branchId: branch.id, weekStart: input.weekStart },
        order: { startsAt: 'ASC' },
      });
      if (!shifts.length) throw conflict('The roster week has no shifts to save as a template.');
      const template = uow.manager.create(RosterTemplate, {
        organizationId: ctx.organizationId,
        branchId: branch.id,
        name,
        shifts: patternOf(input.weekStart, shifts),
        createdBy: ctx.actorId,
      });
      await catchDuplicate(() => uow.manager.insert(RosterTemplate, template), { labour_roster_templates_name_key: duplicateName });
      await recordAudit(uow, ctx, {
        entityType: 'roster-template',
        entityId: template.id,
        action: 'created',
        changes: { name, fromWeek: input.weekStart, shifts: template.shifts.length },
        branchId: branch.id,
      });
      return template;
    });
  }

  /** Fills a week of the template's branch from it, skipping shifts that break a rule. */
  async apply(ctx: RequestContext, id: string, input: ApplyRosterTemplateInput): Promise<RosterFillResult> {
    assertWeekStart(input.weekStart);
    const { maxShiftMinutes } = await labourSettingsService.get(ctx);
    const template = await this.get(ctx, id);
    const result = await ctx.transaction(async (uow) => {
      const branch = await rosterBranch(uow.manager, ctx, template.branchId, null);
      return fillWeek(uow, ctx, branch, input.weekStart, template.shifts, maxShiftMinutes, { action: 'template-applied', from: template.name });
    });
    return { ...result, week: await rosterWeekService.view(ctx, template.branchId, input.weekStart) };
  }

  async delete(ctx: RequestContext, id: string): Promise<RosterTemplate> {
    return ctx.transaction(async (uow) => {
      const template = await lockOrNotFound(uow.manager, RosterTemplate, ctx, id, 'Roster template');
      await rosterBranch(uow.manager, ctx, template.branchId, null);
      await uow.manager.delete(RosterTemplate, { id: template.id, organizationId: ctx.organizationId });
      await recordAudit(uow, ctx, {
        entityType: 'roster-template',
        entityId: template.id,
        action: 'deleted',
        changes: { name: template.name },
        branchId: template.branchId,
      });
      return template;
    });
  }
}

export const rosterTemplateService = new RosterTemplateService();
