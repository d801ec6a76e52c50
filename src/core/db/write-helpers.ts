import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { type AppError, notFound } from '../errors/app-error';
import { isUniqueViolation } from './pg-errors';

/**
 * The record of the caller's organisation with this id, locked FOR UPDATE inside the open
 * transaction (the write path of docs/architecture.md, "Adding a feature"); 404 naming `resource`
 * when there is none, including another organisation's id. `where` adds conditions.
 */
export async function lockOrNotFound<T extends ObjectLiteral & { id: string; organizationId: string }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  ctx: { organizationId: string },
  id: string,
  resource: string,
  where: FindOptionsWhere<T> = {},
): Promise<T> {
  const record = await manager.findOne(entity, {
    where: { ...where, id, organizationId: ctx.organizationId } as FindOptionsWhere<T>,
    lock: { mode: 'pessimistic_write' },
  });
  if (!record) throw notFound(resource);
  return record;
}

/**
 * Runs a write and turns a unique violation of one of the named indexes into that index's error:
 * the unique index is what decides when two requests race past a pre-check.
 */
export async function catchDuplicate<T>(work: () => Promise<T>, errors: Record<string, () => AppError>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (const [constraint, toError] of Object.entries(errors)) {
      if (isUniqueViolation(error, constraint)) throw toError();
    }
    throw error;
  }
}
