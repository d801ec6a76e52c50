import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, type FieldErrors, forbidden, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow, emptyPage } from '../../../core/lists/list-window';
import { type Param, readPage } from '../../../core/lists/read-page';
import { recordAudit, diffFields } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';
import { entityRows, groupRows } from '../../../core/db/entity-rows';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { Membership, MembershipStatus } from '../../identity/memberships/membership.entity';
import { Department } from '../departments/department.entity';
import { Position } from '../positions/position.entity';
import { readsAllEmployees, staffBranchScope, staffInScope, staffScopeCondition } from '../shared/hr-access';
import { callerCalendar } from '../../identity/branches/branch-calendar';
import { Employee } from './employee.entity';
import { EmploymentStatusChange } from './employment-status-change.entity';
import { EmployeeContractType, EmploymentStatus } from './employee.enums';
import { type CreateEmployeeInput, type EmployeeFilter, type EmploymentStatusInput, type UpdateEmployeeInput } from './employee.inputs';
import { EMPLOYEE_EVENTS, employeePayload } from './employee.events';
import { employeeDateProblems, employmentMoveProblem, nationalIdKey, normalizePhone } from './employee.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { deleteGuards } from '../../../core/modules/delete-guards';
import { runSql } from '../../../core/db/run-sql';

const SORT_COLUMNS = {
  fullName: 'e.full_name',
  hireDate: 'e.hire_date',
  baseSalary: 'e.base_salary',
  status: 'e.status',
  createdAt: 'e.created_at',
  updatedAt: 'e.updated_at',
} as const;
export const employeesSort = listSortFields('employees', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = employeesSort.fields;

/** Fields compared for the audit trail of an update. */
const AUDITED: (keyof Employee)[] = [
  'fullName',
  'userId',
  'phone',
  'email',
  'address',
  'nationalId',
  'photoUrl',
  'dateOfBirth',
  'gender',
  'maritalStatus',
  'emergencyName',
  'emergencyPhone',
  'departmentId',
  'positionId',
  'branchIds',
  'hireDate',
  'contractType',
  'baseSalary',
  'allowances',
  'annualLeaveBalance',
  'status',
];

type EmployeeValues = Omit<Employee, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'deletedBy' | 'deleteReason' | 'statusChangedAt'>;

const text = (value: string | null | undefined): string | null => value?.trim() || null;

export class EmployeeService {
  /**
   * Fixed SQL, mapped by the entity's metadata-derived reader (entity-rows.ts):
   * the query builder and TypeORM's hydration cost more CPU than the query on the console's
   * employee page, and the ids first let a deep page walk an index instead of skipping full rows. Sort keys map to the
   * constant expressions of SORT_COLUMNS; user input only ever travels as parameters.
   */
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: EmployeeFilter | undefined): Promise<PageResult<Employee>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'fullName', dir: 'asc' });
    const ownOnly = !readsAllEmployees(ctx);
    if (ownOnly && !ctx.actorId) return emptyPage(window);
    const scope = await staffBranchScope(ctx);
    const where = (param: Param) => {
      let where = `e.organization_id = ${param(ctx.organizationId)} AND e.deleted_at IS NULL`;
      if (ownOnly) where += ` AND e.user_id = ${param(ctx.actorId)}`;
      if (filter?.departmentId) where += ` AND e.department_id = ${param(filter.departmentId)}`;
      if (filter?.positionId) where += ` AND e.position_id = ${param(filter.positionId)}`;
      if (filter?.branchId) where += ` AND ${param(filter.branchId)}::uuid = ANY(e.branch_ids)`;
      if (scope !== null) where += ` AND ${staffScopeCondition(param(scope), param(ctx.actorId))}`;
      if (filter?.employmentStatus) where += ` AND e.status = ${param(filter.employmentStatus)}`;
      else if (!filter?.includeRetired) where += ` AND e.status <> ${param(EmploymentStatus.Retired)}`;
      if (window.search) {
        const search = param(likePattern(window.search));
        where += ` AND (e.full_name ILIKE ${search} OR e.email ILIKE ${search} OR e.phone ILIKE ${search} OR e.national_id ILIKE ${search})`;
      }
      return where;
    };
    const orderBy = `${SORT_COLUMNS[window.sort]} ${window.dir}, e.id ASC`;
    return readPage(ctx, { reader: entityRows(ctx.db.connection, Employee, 'e'), alias: 'e', where, orderBy }, window);
  }

  /** One employee; a caller limited to self-service sees only their own record (others are 404). */
  async get(ctx: RequestContext, id: string): Promise<Employee> {
    const employee = await ctx.db.findOne(Employee, { where: { id, organizationId: ctx.organizationId }, withDeleted: true });
    if (!employee || (!readsAllEmployees(ctx) && employee.userId !== ctx.actorId)) throw notFound('Employee');
    if (!staffInScope(await staffBranchScope(ctx), employee, ctx.actorId)) throw notFound('Employee');
    return employee;
  }

  /** Employees by id for DataLoaders; the caller's organisation only, deleted ones included. */
  async getMany(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, Employee>> {
    const reader = entityRows(ctx.db.connection, Employee, 'e');
    const rows = await ctx.query<Record<string, unknown>>(`SELECT ${reader.columns} FROM ${reader.table} e WHERE e.id = ANY($1) AND e.organization_id = $2`, [
      ids,
      ctx.organizationId,
    ]);
    return new Map(rows.map((row) => [row.id as string, reader.map(row)]));
  }

  /**
   * The live employee a request names in its body, locked for the rest of the transaction (so
   * per-employee rules such as "one open advance" or "no overlapping leave" hold under
   * concurrency). Unknown and foreign ids are a 422 on the field.
   */
  async lockForRequest(manager: EntityManager, ctx: RequestContext, employeeId: string, field = 'employeeId'): Promise<Employee> {
    const employee = await manager.findOne(Employee, { where: { id: employeeId, organizationId: ctx.organizationId }, lock: { mode: 'pessimistic_write' } });
    // Another branch's employee is answered as the list and the reads answer it: as if it did not exist.
    if (!employee || !staffInScope(await staffBranchScope(ctx), employee, ctx.actorId)) {
      throw invalidField(field, 'does not refer to an employee of this organisation');
    }
    return employee;
  }

  /** The live employee behind an existing record (advance, loan, leave), locked. */
  async lockExisting(manager: EntityManager, ctx: RequestContext, employeeId: string): Promise<Employee> {
    const employee = await manager.findOne(Employee, { where: { id: employeeId, organizationId: ctx.organizationId }, lock: { mode: 'pessimistic_write' } });
    if (!employee) throw conflict('The employee of this record has been deleted.');
    return employee;
  }

  /** Status histories by employee, newest first (fixed SQL with the entity's reader, as the loaders). */
  async history(ctx: RequestContext, employeeIds: readonly string[]): Promise<Map<string, EmploymentStatusChange[]>> {
    const reader = entityRows(ctx.db.connection, EmploymentStatusChange, 'h');
    const rows = await ctx.query<Record<string, unknown>>(
      `SELECT ${reader.columns} FROM ${reader.table} h WHERE h.employee_id = ANY($1) AND h.organization_id = $2 ORDER BY h.changed_at DESC, h.id ASC`,
      [employeeIds, ctx.organizationId],
    );
    return groupRows(rows.map(reader.map), (change) => change.employeeId);
  }

  async create(ctx: RequestContext, input: CreateEmployeeInput): Promise<Employee> {
    return this.catchDuplicates(() =>
      ctx.transaction(async (uow) => {
        const values: EmployeeValues = {
          fullName: input.fullName.trim(),
          userId: input.userId ?? null,
          phone: input.phone ? normalizePhone(input.phone) : null,
          email: text(input.email)?.toLowerCase() ?? null,
          address: text(input.address),
          nationalId: text(input.nationalId),
          nationalIdKey: null,
          photoUrl: text(input.photoUrl),
          dateOfBirth: input.dateOfBirth ?? null,
          gender: input.gender ?? null,
          maritalStatus: input.maritalStatus ?? null,
          emergencyName: text(input.emergencyName),
          emergencyPhone: input.emergencyPhone ? normalizePhone(input.emergencyPhone) : null,
          departmentId: input.departmentId ?? null,
          positionId: input.positionId ?? null,
          branchIds: input.branchIds ?? [],
          hireDate: input.hireDate,
          contractType: input.contractType ?? EmployeeContractType.FullTime,
          baseSalary: input.baseSalary ?? 0,
          allowances: input.allowances ?? 0,
          annualLeaveBalance: input.annualLeaveBalance ?? 0,
          status: input.status ?? EmploymentStatus.Active,
        };
        const scope = await staffBranchScope(ctx);
        // A member limited to some branches hires for the branch they work in unless they name others.
        if (input.branchIds == null && scope !== null && ctx.principal?.branchId) values.branchIds = [ctx.principal.branchId];
        const position = await this.validate(uow.manager, ctx, values, null, [...Object.keys(input), 'branchIds'], scope);
        if (input.baseSalary == null && position) values.baseSalary = position.baseSalary;
        values.nationalIdKey = values.nationalId ? nationalIdKey(values.nationalId) : null;
        const employee = uow.manager.create(Employee, { ...values, organizationId: ctx.organizationId, statusChangedAt: ctx.now() });
        await uow.manager.save(employee);
        await this.recordStatus(uow, ctx, employee, null, employee.status, 'Employee created');
        await recordAudit(uow, ctx, { entityType: 'employee', entityId: employee.id, action: 'created', changes: employeePayload(employee), branchId: null });
        await emit(uow, ctx, { type: EMPLOYEE_EVENTS.created, resourceId: employee.id, data: employeePayload(employee), branchId: null });
        return employee;
      }),
    );
  }

  async update(ctx: RequestContext, id: string, input: UpdateEmployeeInput): Promise<Employee> {
    return this.catchDuplicates(() =>
      ctx.transaction(async (uow) => {
        const employee = await lockOrNotFound(uow.manager, Employee, ctx, id, 'Employee');
        const scope = await staffBranchScope(ctx);
        if (!staffInScope(scope, employee, ctx.actorId)) throw notFound('Employee');
        // GraphQL lets null through nullable update fields (and class-validator skips nulls): refuse it where a value is required.
        const nulls: FieldErrors = {};
        if (input.fullName === null) nulls.fullName = ['is required'];
        for (const key of ['hireDate', 'contractType', 'baseSalary', 'allowances', 'annualLeaveBalance', 'status'] as const) {
          if (input[key] === null) nulls[key] = ['must not be null'];
        }
        if (Object.keys(nulls).length) throw validationError(nulls);
        const pick = <K extends keyof EmployeeValues>(key: K, value: EmployeeValues[K] | undefined): EmployeeValues[K] =>
          value === undefined ? employee[key] : value;
        const given = (key: keyof UpdateEmployeeInput) => input[key] !== undefined;
        const next: EmployeeValues = {
          fullName: given('fullName') ? input.fullName!.trim() : employee.fullName,
          userId: pick('userId', input.userId),
          phone: given('phone') ? (input.phone ? normalizePhone(input.phone) : null) : employee.phone,
          email: given('email') ? (text(input.email)?.toLowerCase() ?? null) : employee.email,
          address: given('address') ? text(input.address) : employee.address,
          nationalId: given('nationalId') ? text(input.nationalId) : employee.nationalId,
          nationalIdKey: null,
          photoUrl: given('photoUrl') ? text(input.photoUrl) : employee.photoUrl,
          dateOfBirth: pick('dateOfBirth', input.dateOfBirth),
          gender: pick('gender', input.gender),
          maritalStatus: pick('maritalStatus', input.maritalStatus),
          emergencyName: given('emergencyName') ? text(input.emergencyName) : employee.emergencyName,
          emergencyPhone: given('emergencyPhone') ? (input.emergencyPhone ? normalizePhone(input.emergencyPhone) : null) : employee.emergencyPhone,
          departmentId: pick('departmentId', input.departmentId),
          positionId: pick('positionId', input.positionId),
          branchIds: given('branchIds') ? (input.branchIds ?? []) : employee.branchIds,
          hireDate: input.hireDate ?? employee.hireDate,
          contractType: input.contractType ?? employee.contractType,
          baseSalary: input.baseSalary ?? employee.baseSalary,
          allowances: input.allowances ?? employee.allowances,
          annualLeaveBalance: input.annualLeaveBalance ?? employee.annualLeaveBalance,
          status: input.status ?? employee.status,
        };
        const changedKeys = (Object.keys(input) as (keyof UpdateEmployeeInput)[]).filter((key) => input[key] !== undefined);
        await this.validate(uow.manager, ctx, next, employee, changedKeys, scope);
        if (next.status !== employee.status) {
          const problem = employmentMoveProblem(employee.status, next.status);
          if (problem) throw conflict(problem);
        }
        next.nationalIdKey = next.nationalId ? nationalIdKey(next.nationalId) : null;
        const changes = diffFields(employee, next, AUDITED);
        if (Object.keys(changes).length === 0) return employee;
        const fromStatus = employee.status;
        Object.assign(employee, next);
        if (fromStatus !== next.status) employee.statusChangedAt = ctx.now();
        await uow.manager.save(employee);
        if (fromStatus !== next.status) {
          await this.recordStatus(uow, ctx, employee, fromStatus, next.status, 'Changed with the employee details');
          await emit(uow, ctx, { type: EMPLOYEE_EVENTS.statusChanged, resourceId: id, data: this.statusPayload(employee, fromStatus, null), branchId: null });
        }
        await recordAudit(uow, ctx, { entityType: 'employee', entityId: id, action: 'updated', changes, branchId: null });
        await emit(uow, ctx, { type: EMPLOYEE_EVENTS.updated, resourceId: id, data: employeePayload(employee), branchId: null });
        return employee;
      }),
    );
  }

  async changeStatus(ctx: RequestContext, id: string, input: EmploymentStatusInput): Promise<Employee> {
    const reason = input.reason.trim();
    if (!reason) throw invalidField('reason', 'is required');
    return ctx.transaction(async (uow) => {
      const employee = await lockOrNotFound(uow.manager, Employee, ctx, id, 'Employee');
      if (!staffInScope(await staffBranchScope(ctx), employee, ctx.actorId)) throw notFound('Employee');
      const from = employee.status;
      const problem = employmentMoveProblem(from, input.status);
      if (problem) throw conflict(problem);
      employee.status = input.status;
      employee.statusChangedAt = ctx.now();
      await uow.manager.save(employee);
      await this.recordStatus(uow, ctx, employee, from, input.status, reason);
      await recordAudit(uow, ctx, {
        entityType: 'employee',
        entityId: id,
        action: 'status-changed',
        reason,
        changes: { status: { from, to: input.status } },
        branchId: null,
      });
      await emit(uow, ctx, { type: EMPLOYEE_EVENTS.statusChanged, resourceId: id, data: this.statusPayload(employee, from, reason), branchId: null });
      return employee;
    });
  }

  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<Employee> {
    return ctx.transaction(async (uow) => {
      const employee = await lockOrNotFound(uow.manager, Employee, ctx, id, 'Employee');
      if (!staffInScope(await staffBranchScope(ctx), employee, ctx.actorId)) throw notFound('Employee');
      // Advances, loans and leave refuse the deletion of an employee they still need (hr-delete-guards.ts).
      await deleteGuards.assertUnused('employee', uow.manager, ctx, id);
      employee.deletedAt = ctx.now();
      employee.deletedBy = ctx.actorId;
      employee.deleteReason = normalizeReason(reason);
      await uow.manager.save(employee);
      await recordAudit(uow, ctx, { entityType: 'employee', entityId: id, action: 'deleted', reason: employee.deleteReason, branchId: null });
      await emit(uow, ctx, { type: EMPLOYEE_EVENTS.deleted, resourceId: id, data: employeePayload(employee), branchId: null });
      return employee;
    });
  }

  /** Writes a changed leave balance (leave decisions) with its audit entry and event. */
  async applyLeaveBalance(uow: UnitOfWork, ctx: RequestContext, employee: Employee, balance: number, why: string): Promise<void> {
    const from = employee.annualLeaveBalance;
    employee.annualLeaveBalance = Math.round(balance * 100) / 100;
    await uow.manager.update(Employee, { id: employee.id }, { annualLeaveBalance: employee.annualLeaveBalance });
    await recordAudit(uow, ctx, {
      entityType: 'employee',
      entityId: employee.id,
      action: 'leave-balance-changed',
      reason: why,
      changes: { annualLeaveBalance: { from, to: employee.annualLeaveBalance } },
      branchId: null,
    });
    await emit(uow, ctx, { type: EMPLOYEE_EVENTS.updated, resourceId: employee.id, data: employeePayload(employee), branchId: null });
  }

  /**
   * Cross-field and reference checks, reported together as one 422. Returns the position (for
   * its default salary). References are checked only when given (create) or changed (update).
   */
  private async validate(
    manager: EntityManager,
    ctx: RequestContext,
    values: EmployeeValues,
    current: Employee | null,
    givenKeys: readonly string[],
    scope: readonly string[] | null,
  ): Promise<Position | null> {
    const problems: FieldErrors = {};
    const add = (field: string, message: string) => void (problems[field] = [...(problems[field] ?? []), message]);
    const changed = (key: keyof EmployeeValues) => givenKeys.includes(key) && (!current || JSON.stringify(current[key]) !== JSON.stringify(values[key]));
    if (!values.fullName) add('fullName', 'is required');
    const touchesDates = !current || changed('hireDate') || changed('dateOfBirth');
    if (touchesDates) {
      for (const [field, message] of Object.entries(employeeDateProblems(values, (await callerCalendar(ctx)).today()))) add(field, message);
    }
    let position: Position | null = null;
    if (values.positionId && (changed('positionId') || changed('departmentId'))) {
      position = await manager.findOne(Position, { where: { id: values.positionId, organizationId: ctx.organizationId } });
      if (!position) add('positionId', 'does not refer to a position of this organisation');
    }
    if (values.departmentId && changed('departmentId')) {
      const exists = await manager.exists(Department, { where: { id: values.departmentId, organizationId: ctx.organizationId } });
      if (!exists) add('departmentId', 'does not refer to a department of this organisation');
    }
    if (position && !problems.departmentId) {
      // A position implies its department: an omitted or cleared departmentId takes the position's.
      if (!values.departmentId) values.departmentId = position.departmentId;
      else if (values.departmentId !== position.departmentId) add('positionId', 'belongs to another department than departmentId');
    }
    if (values.userId && changed('userId')) {
      const member = await manager.findOne(Membership, { where: { userId: values.userId, organizationId: ctx.organizationId } });
      if (!member || member.status === MembershipStatus.Disabled) add('userId', 'does not refer to a member of this organisation');
      else {
        const linked = await manager.findOne(Employee, { where: { userId: values.userId, organizationId: ctx.organizationId } });
        if (linked && linked.id !== current?.id) add('userId', 'is already linked to another employee');
      }
    }
    if (values.nationalId && changed('nationalId')) {
      const key = nationalIdKey(values.nationalId);
      const holder = await manager.findOne(Employee, { where: { nationalIdKey: key, organizationId: ctx.organizationId } });
      if (holder && holder.id !== current?.id) add('nationalId', 'is already used by another employee of this organisation');
    }
    if (changed('branchIds')) {
      values.branchIds = [...new Set(values.branchIds)];
      const known = await runSql<{ id: string }>(manager, 'SELECT id FROM branches WHERE organization_id = $1 AND id = ANY($2::uuid[])', [
        ctx.organizationId,
        values.branchIds,
      ]);
      const knownIds = new Set(known.map((row) => row.id));
      values.branchIds.forEach((branchId, index) => {
        if (!knownIds.has(branchId)) add(`branchIds[${index}]`, 'does not refer to a branch of this organisation');
      });
      if (scope !== null && values.branchIds.length === 0) add('branchIds', 'must include at least one of your branches');
    }
    if (Object.keys(problems).length) throw validationError(problems);
    if (scope !== null && changed('branchIds')) {
      // Adding or removing a branch the caller does not work in would move staff in or out of someone else's branch.
      const before = current?.branchIds ?? [];
      const moved = [
        ...values.branchIds.filter((branchId) => !before.includes(branchId)),
        ...before.filter((branchId) => !values.branchIds.includes(branchId)),
      ];
      if (moved.some((branchId) => !scope.includes(branchId))) throw forbidden('Your membership does not cover this branch.');
    }
    return position;
  }

  private async recordStatus(
    uow: UnitOfWork,
    ctx: RequestContext,
    employee: Employee,
    from: EmploymentStatus | null,
    to: EmploymentStatus,
    reason: string | null,
  ): Promise<void> {
    await uow.manager.insert(EmploymentStatusChange, {
      organizationId: ctx.organizationId,
      employeeId: employee.id,
      fromStatus: from,
      toStatus: to,
      reason,
      actorKind: ctx.principal?.kind ?? 'system',
      actorUserId: ctx.actorId,
      changedAt: ctx.now(),
    });
  }

  private statusPayload(employee: Employee, from: EmploymentStatus, reason: string | null): Record<string, unknown> {
    return { id: employee.id, fullName: employee.fullName, fromStatus: from, toStatus: employee.status, reason };
  }

  /** The unique indexes back the pre-checks when two requests race. */
  private catchDuplicates<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, {
      hr_employees_org_national_id_key: () => invalidField('nationalId', 'is already used by another employee of this organisation'),
      hr_employees_org_user_key: () => invalidField('userId', 'is already linked to another employee'),
    });
  }
}

export const employeeService = new EmployeeService();
