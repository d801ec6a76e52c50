import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../context/request-context';
import { conflict } from '../errors/app-error';

/**
 * A feature whose records point at another feature's record (employees at a department, loans at
 * an employee, products at a tax code) declares a delete guard in its FeatureModule
 * (`deleteGuards`); the owner's delete asks the registry, so a record in use cannot be deleted
 * without the owner importing the features that use it. Wired at start-up by src/bootstrap.ts.
 */
export interface DeleteGuard {
  /** The kind of record it protects, as the owner's delete names it (e.g. `department`). */
  protects: string;
  /** A sentence when the record is still in use (the delete is refused with 409), or null. */
  check: (manager: EntityManager, ctx: RequestContext, id: string) => Promise<string | null>;
}

export class DeleteGuardRegistry {
  private readonly guards = new Map<string, DeleteGuard[]>();

  /** Registering the same guard twice is harmless (a second runtime in one process). */
  register(guards: readonly DeleteGuard[]): void {
    for (const guard of guards) {
      const list = this.guards.get(guard.protects) ?? [];
      if (!list.includes(guard)) list.push(guard);
      this.guards.set(guard.protects, list);
    }
  }

  /** The guards of one kind of record, in registration order. */
  of(kind: string): readonly DeleteGuard[] {
    return this.guards.get(kind) ?? [];
  }

  /** Throws 409 CONFLICT with the first guard's sentence when the record is still in use. */
  async assertUnused(kind: string, manager: EntityManager, ctx: RequestContext, id: string): Promise<void> {
    for (const guard of this.of(kind)) {
      const problem = await guard.check(manager, ctx, id);
      if (problem) throw conflict(problem);
    }
  }
}

export const deleteGuards = new DeleteGuardRegistry();
