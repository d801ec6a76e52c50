import { verify } from '@node-rs/argon2';
import type { RequestContext } from '../../../core/context/request-context';
import { isUniqueViolation } from '../../../core/db/pg-errors';
import { runSql } from '../../../core/db/run-sql';
import { serviceTransaction } from '../../../core/db/unit-of-work';
import { AppError, conflict, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import { FileStore } from '../../../core/files/file-store';
import type { FileDescriptor } from '../../../core/files/send-stored-file';
import type { ListArgs } from '../../../core/lists/list-args';
import { emptyPage, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { emit } from '../../../core/outbox/emit';
import { Employee } from '../../hr/employees/employee.entity';
import { EmploymentStatus } from '../../hr/employees/employee.enums';
import { staffBranchScope } from '../../hr/shared/hr-access';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import { assertBusinessDayOpen } from '../../settings/period-lock/period-lock.service';
import { ClockDevice } from '../devices/clock-device.entity';
import { PinAttempts } from '../devices/employee-clock.entity';
import { ownEmployee, readsAllRosters, rosterBranch } from '../labour-access';
import { punchEvents } from '../labour.events';
import { afterFailure, lockedMinutesLeft, normalisePin, type PinAttemptState } from '../rules/pin.rules';
import { allowedPunches, nextClockState, occurredAtProblem, type PunchKind, PunchSource, refusedPunchMessage, stateAfter, stateAt } from '../rules/punch.rules';
import { Punch } from './punch.entity';
import {
  type KioskEmployee,
  type KioskPunchInput,
  type KioskPunchResult,
  type KioskSession,
  MAX_PHOTO_BASE64,
  type MyPunchFilter,
  type PunchFilter,
} from './punch.inputs';

const SORT_COLUMNS = { occurredAt: 'p.occurred_at', recordedAt: 'p.recorded_at' } as const;
export const punchesSort = listSortFields(['punches', 'myPunches'], Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);

/** Punch photos are kept this long (a year and a month: a year of payroll disputes). */
const PHOTO_TTL_MS = 395 * 24 * 3600 * 1000;

function payload(punch: Punch): Record<string, unknown> {
  return {
    id: punch.id,
    branchId: punch.branchId,
    employeeId: punch.employeeId,
    kind: punch.kind,
    occurredAt: punch.occurredAt.toISOString(),
    businessDate: punch.businessDate,
    source: punch.source,
    deviceId: punch.deviceId,
  };
}

/** The image in a base64 text (or data: URL), or the field error. */
function decodePhoto(value: string): { bytes: Buffer; contentType: string; extension: string } {
  const base64 = value.startsWith('data:') ? value.slice(value.indexOf(',') + 1) : value;
  if (base64.length > MAX_PHOTO_BASE64 || !/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw invalidField('photo', 'must be a JPEG, PNG or WebP image in base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { bytes, contentType: 'image/jpeg', extension: 'jpg' };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { bytes, contentType: 'image/png', extension: 'png' };
  }
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return { bytes, contentType: 'image/webp', extension: 'webp' };
  }
  throw invalidField('photo', 'must be a JPEG, PNG or WebP image in base64');
}

type PunchAt = { kind: PunchKind; occurredAt: Date };

/** The employee's last live punch at or before an instant and the first after it (any branch), in one statement. */
async function punchesAround(
  ctx: RequestContext,
  manager: RequestContext['db'],
  employeeId: string,
  at: Date,
): Promise<{ last: PunchAt | null; following: PunchAt | null }> {
  const rows = await runSql<{ side: 'last' | 'next'; kind: PunchKind; occurred_at: Date | string }>(
    manager,
    `(SELECT 'last' AS side, p.kind, p.occurred_at FROM labour_punches p
       WHERE p.organization_id = $1 AND p.employee_id = $2 AND p.voided_at IS NULL AND p.occurred_at <= $3
       ORDER BY p.occurred_at DESC, p.id DESC LIMIT 1)
     UNION ALL
     (SELECT 'next' AS side, p.kind, p.occurred_at FROM labour_punches p
       WHERE p.organization_id = $1 AND p.employee_id = $2 AND p.voided_at IS NULL AND p.occurred_at > $3
       ORDER BY p.occurred_at ASC, p.id ASC LIMIT 1)`,
    [ctx.organizationId, employeeId, at],
  );
  const of = (side: 'last' | 'next'): PunchAt | null => {
    const row = rows.find((r) => r.side === side);
    return row ? { kind: row.kind, occurredAt: new Date(row.occurred_at) } : null;
  };
  return { last: of('last'), following: of('next') };
}

/** What a kiosk punch checks of its employee, read at once: the record, the PIN hash, the pair's wrong-PIN count. */
interface KioskFacts {
  id: string;
  full_name: string;
  status: EmploymentStatus;
  assigned: boolean;
  pin_hash: string | null;
  failures: number | null;
  locked_until: Date | string | null;
  last_failure_at: Date | string | null;
}

/** The device principal's device and branch; only the kiosk rule lets a device here. */
function kioskOf(ctx: RequestContext): { deviceId: string; branchId: string } {
  const principal = ctx.requirePrincipal();
  return { deviceId: principal.deviceId!, branchId: principal.branchId! };
}

/**
 * Punches (docs/labour.md, "Time clock"): recorded by a kiosk device with the employee's PIN,
 * idempotent by the device's key; read by managers per branch and by each employee for
 * themselves.
 */
export class PunchService {
  /** What the kiosk shows: device, branch and the employees who can punch there with their state. */
  async kioskSession(ctx: RequestContext): Promise<KioskSession> {
    const { deviceId, branchId } = kioskOf(ctx);
    const device = await ctx.db.findOneOrFail(ClockDevice, { where: { id: deviceId, organizationId: ctx.organizationId } });
    const [branch] = await ctx.query<{ name: string; name_ar: string | null; time_zone: string }>(
      'SELECT name, name_ar, time_zone FROM branches WHERE id = $1 AND organization_id = $2',
      [branchId, ctx.organizationId],
    );
    const rows = await ctx.query<{ id: string; full_name: string; kind: PunchKind | null; occurred_at: Date | null }>(
      `SELECT e.id, e.full_name, last.kind, last.occurred_at
         FROM hr_employees e
         JOIN labour_employee_clock c ON c.employee_id = e.id AND c.pin_hash IS NOT NULL
         LEFT JOIN LATERAL (
           SELECT p.kind, p.occurred_at FROM labour_punches p
            WHERE p.organization_id = e.organization_id AND p.employee_id = e.id AND p.voided_at IS NULL AND p.occurred_at <= $3
            ORDER BY p.occurred_at DESC, p.id DESC LIMIT 1) last ON true
        WHERE e.organization_id = $1 AND $2 = ANY(e.branch_ids) AND e.status = 'Active' AND e.deleted_at IS NULL
        ORDER BY e.full_name, e.id`,
      [ctx.organizationId, branchId, ctx.now()],
    );
    const employees: KioskEmployee[] = rows.map((row) => {
      const state = stateAt(row.kind && row.occurred_at ? { kind: row.kind, occurredAt: new Date(row.occurred_at) } : null, ctx.now());
      return { id: row.id, fullName: row.full_name, clockState: state, nextPunches: allowedPunches(state) };
    });
    return {
      deviceId,
      deviceName: device.name,
      branchId,
      branchName: branch.name,
      branchNameAr: branch.name_ar,
      timeZone: branch.time_zone,
      serverTime: ctx.now(),
      employees,
    };
  }

  /** A kiosk punch: the same device key again answers the first punch (one stored). */
  async recordKiosk(ctx: RequestContext, input: KioskPunchInput): Promise<KioskPunchResult> {
    const { deviceId, branchId } = kioskOf(ctx);
    // A rebuild after a crash (Idempotency-Key) follows the first attempt's path to its committed result.
    const known = ctx.idempotencyReplay ? null : await this.byDeviceKey(ctx, deviceId, input.deviceKey);
    if (known) return this.resultOf(ctx, known);

    // Another organisation's employee is a 404 whatever else the body says.
    const [employee] = await ctx.query<KioskFacts>(
      `SELECT e.id, e.full_name, e.status, $3::uuid = ANY(e.branch_ids) AS assigned, c.pin_hash, a.failures, a.locked_until, a.last_failure_at
         FROM hr_employees e
         LEFT JOIN labour_employee_clock c ON c.employee_id = e.id AND c.organization_id = e.organization_id
         LEFT JOIN labour_pin_attempts a ON a.employee_id = e.id AND a.device_id = $4
        WHERE e.id = $1 AND e.organization_id = $2 AND e.deleted_at IS NULL`,
      [input.employeeId, ctx.organizationId, branchId, deviceId],
    );
    if (!employee) throw notFound('Employee');
    const pin = normalisePin(input.pin);
    const now = ctx.now();
    const occurredAt = input.occurredAt ?? now;
    const fields: Record<string, string[]> = {};
    if (!pin) fields.pin = ['must be 4 to 8 digits'];
    const timeProblem = occurredAtProblem(occurredAt, now);
    if (timeProblem) fields.occurredAt = [timeProblem];
    if (Object.keys(fields).length) throw validationError(fields);
    if (!employee.assigned) throw invalidField('employeeId', 'is not assigned to this branch');
    if (employee.status !== EmploymentStatus.Active) throw invalidField('employeeId', `is ${employee.status}; only Active employees can punch`);
    const attempts: PinAttemptState | null =
      employee.failures === null
        ? null
        : {
            failures: employee.failures,
            lockedUntil: employee.locked_until === null ? null : new Date(employee.locked_until),
            lastFailureAt: new Date(employee.last_failure_at!),
          };
    await this.checkPin(ctx, deviceId, employee.id, pin!, employee.pin_hash, attempts);

    const photo = input.photo ? decodePhoto(input.photo) : null;
    const calendar = await branchCalendar(ctx, branchId);
    const businessDate = calendar.businessDateOf(occurredAt);
    let photoFileId: string | null = null;
    if (photo && !ctx.idempotencyReplay) {
      const writer = await new FileStore(ctx.runtime).create({
        organizationId: ctx.organizationId,
        fileName: `punch-${businessDate}-${input.deviceKey}.${photo.extension}`,
        contentType: photo.contentType,
        ttlMs: PHOTO_TTL_MS,
      });
      writer.write(photo.bytes);
      await writer.finish();
      photoFileId = writer.fileId;
    }

    try {
      const punch = await ctx.transaction(async (uow) => {
        // The employee's row orders their punches: two kiosks cannot both pass the state check.
        await runSql(uow.manager, 'SELECT 1 FROM hr_employees WHERE id = $1 FOR UPDATE', [employee.id]);
        await assertBusinessDayOpen(uow, ctx, branchId, businessDate);
        const { last, following } = await punchesAround(ctx, uow.manager, employee.id, occurredAt);
        const state = stateAt(last, occurredAt);
        if (!nextClockState(state, input.kind)) throw conflict(refusedPunchMessage(state, input.kind));
        if (following && !nextClockState(stateAt({ kind: input.kind, occurredAt }, following.occurredAt), following.kind)) {
          throw conflict(
            `A ${input.kind} punch at this time is not possible: the ${following.kind} punch at ${following.occurredAt.toISOString()} could not follow it.`,
          );
        }
        const row = uow.manager.create(Punch, {
          organizationId: ctx.organizationId,
          branchId,
          employeeId: employee.id,
          kind: input.kind,
          occurredAt,
          businessDate,
          recordedAt: now,
          source: PunchSource.Kiosk,
          deviceId,
          deviceKey: input.deviceKey,
          photoFileId,
          importId: null,
          recordedBy: null,
          originalKind: null,
          originalOccurredAt: null,
          correctedAt: null,
          correctedBy: null,
          correctionReason: null,
          voidedAt: null,
          voidedBy: null,
          voidReason: null,
        });
        await uow.manager.insert(Punch, row);
        if (attempts) await uow.manager.delete(PinAttempts, { employeeId: employee.id, deviceId });
        await uow.manager.update(ClockDevice, { id: deviceId }, { lastSeenAt: now });
        await emit(uow, ctx, { type: punchEvents.types.recorded, resourceId: row.id, data: payload(row), branchId });
        return row;
      });
      return this.resultOf(ctx, punch, employee.full_name);
    } catch (error) {
      // The same key sent twice at once: the other request stored it; answer that punch.
      if (isUniqueViolation(error, 'labour_punches_device_key')) {
        const stored = await this.byDeviceKey(ctx, deviceId, input.deviceKey);
        if (stored) return this.resultOf(ctx, stored);
      }
      throw error;
    }
  }

  private byDeviceKey(ctx: RequestContext, deviceId: string, deviceKey: string): Promise<Punch | null> {
    return ctx.db.findOne(Punch, { where: { organizationId: ctx.organizationId, deviceId, deviceKey } });
  }

  private async resultOf(ctx: RequestContext, punch: Punch, name?: string): Promise<KioskPunchResult> {
    const employeeName = name ?? (await ctx.db.findOne(Employee, { where: { id: punch.employeeId }, withDeleted: true }))?.fullName ?? '';
    const state = stateAfter(punch.kind);
    return { punch, employeeName, clockState: state, nextPunches: allowedPunches(state) };
  }

  /** Refuses a locked pair (429) or a wrong PIN (422, counted; the fifth in 15 minutes locks the pair for 15). */
  private async checkPin(
    ctx: RequestContext,
    deviceId: string,
    employeeId: string,
    pin: string,
    pinHash: string | null,
    attempts: PinAttemptState | null,
  ): Promise<void> {
    const now = ctx.now();
    const locked = lockedMinutesLeft(attempts, now);
    if (locked > 0) throw tooManyPins(locked);
    if (!pinHash) throw invalidField('pin', 'is not set for this employee; a manager sets it');
    const ok = await verify(pinHash, pin).catch(() => false);
    if (ok) return;
    const next = afterFailure(attempts, now);
    // Counted in a unit of work of its own: the refusal changes nothing else and must not undo the count.
    await serviceTransaction(ctx.runtime, (uow) =>
      runSql(
        uow.manager,
        `INSERT INTO labour_pin_attempts (employee_id, device_id, organization_id, failures, locked_until, last_failure_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (employee_id, device_id) DO UPDATE SET failures = $4, locked_until = $5, last_failure_at = $6`,
        [employeeId, deviceId, ctx.organizationId, next.failures, next.lockedUntil, next.lastFailureAt],
      ),
    );
    if (next.lockedUntil) throw tooManyPins(lockedMinutesLeft(next, now));
    throw invalidField('pin', 'is not this employee’s PIN');
  }

  async list(ctx: RequestContext, list: ListArgs | undefined, filter: PunchFilter | undefined): Promise<PageResult<Punch>> {
    const window = resolveListWindow(list, punchesSort.fields, { sort: 'occurredAt', dir: 'desc' });
    if (filter?.from && filter?.to && filter.to < filter.from) throw validationError({ to: ['must be on or after from'] });
    const query = ctx.db.getRepository(Punch).createQueryBuilder('p').where('p.organization_id = :organizationId', { organizationId: ctx.organizationId });
    const scope = await staffBranchScope(ctx);
    if (scope !== null) query.andWhere('p.branch_id = ANY(CAST(:scope AS uuid[]))', { scope });
    if (filter?.branchId) query.andWhere('p.branch_id = :branchId', { branchId: filter.branchId });
    if (filter?.employeeId) query.andWhere('p.employee_id = :employeeId', { employeeId: filter.employeeId });
    if (filter?.source) query.andWhere('p.source = :source', { source: filter.source });
    if (filter?.from) query.andWhere('p.business_date >= :from', { from: filter.from });
    if (filter?.to) query.andWhere('p.business_date <= :to', { to: filter.to });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('p.id', 'ASC'), window);
  }

  /** The caller's own punches (self-service). */
  async mine(ctx: RequestContext, list: ListArgs | undefined, filter: MyPunchFilter | undefined): Promise<PageResult<Punch>> {
    const window = resolveListWindow(list, punchesSort.fields, { sort: 'occurredAt', dir: 'desc' });
    if (filter?.from && filter?.to && filter.to < filter.from) throw validationError({ to: ['must be on or after from'] });
    const employee = await ownEmployee(ctx);
    if (!employee) return emptyPage(window);
    const query = ctx.db
      .getRepository(Punch)
      .createQueryBuilder('p')
      .where('p.organization_id = :organizationId AND p.employee_id = :employeeId', { organizationId: ctx.organizationId, employeeId: employee.id });
    if (filter?.from) query.andWhere('p.business_date >= :from', { from: filter.from });
    if (filter?.to) query.andWhere('p.business_date <= :to', { to: filter.to });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('p.id', 'ASC'), window);
  }

  /** One punch: a manager's branch's, or the caller's own. */
  async get(ctx: RequestContext, id: string): Promise<Punch> {
    const punch = await ctx.db.findOne(Punch, { where: { id, organizationId: ctx.organizationId } });
    if (!punch) throw notFound('Punch');
    if (readsAllRosters(ctx)) {
      await rosterBranch(ctx.db, ctx, punch.branchId, null);
      return punch;
    }
    const own = await ownEmployee(ctx);
    if (!own || own.id !== punch.employeeId) throw notFound('Punch');
    return punch;
  }

  /** The punch's photo as a file to stream (404 when it has none or it expired). */
  async photo(ctx: RequestContext, id: string): Promise<FileDescriptor> {
    const punch = await this.get(ctx, id);
    const file = punch.photoFileId ? await new FileStore(ctx.runtime).find(ctx.organizationId, punch.photoFileId) : null;
    if (!file) throw notFound('Punch photo');
    return { fileId: file.id, fileName: file.fileName, contentType: file.contentType, size: file.size };
  }
}

function tooManyPins(minutes: number): AppError {
  return new AppError('RATE_LIMITED', `Too many wrong PINs for this employee on this kiosk; try again in ${minutes} minutes.`, {
    headers: { 'Retry-After': String(minutes * 60) },
  });
}

export const punchService = new PunchService();
