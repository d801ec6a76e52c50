import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Pilot } from './pilot.entity';
import { CreatePilotInput, PilotFilter, PilotStatusInput, UpdatePilotInput } from './pilot.inputs';
import { pilotService, pilotsSort } from './pilot.service';

export const PilotPage = Paginated(Pilot, 'Pilot');

@Resolver(() => Pilot)
export class PilotResolver {
  @Query(() => PilotPage, { description: 'Loss-control pilots of the organisation (newest start first).' })
  pilots(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(pilotsSort, 'startDate Desc') }) list?: ListArgs,
    @Arg('filter', () => PilotFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: PilotFilter,
  ) {
    return pilotService.list(ctx, list, filter);
  }

  @Query(() => Pilot, { description: 'One loss-control pilot of the organisation.' })
  pilot(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the pilot; 404 when no such pilot is visible to the caller (e.g. another organisation's)." }) id: string,
  ) {
    return pilotService.get(ctx, id);
  }

  @Mutation(() => Pilot, { description: 'Creates a Planned pilot.' })
  createPilot(@Ctx() ctx: RequestContext, @Arg('input', () => CreatePilotInput, { description: 'Fields of the new pilot.' }) input: CreatePilotInput) {
    return pilotService.create(ctx, input);
  }

  @Mutation(() => Pilot, { description: 'Changes restaurant, dates, note, checklist or final report status.' })
  updatePilot(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the pilot to change; 404 (nothing changed) when no such pilot is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdatePilotInput, { description: 'Fields of the pilot to change; a field left out keeps its value.' }) input: UpdatePilotInput,
  ) {
    return pilotService.update(ctx, id, input);
  }

  @Mutation(() => Pilot, { description: 'Moves a pilot: Planned → Active → Completed; Planned or Active → Cancelled.' })
  setPilotStatus(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Id of the pilot whose status changes; 404 (nothing changed) when no such pilot is visible to the caller.' })
    id: string,
    @Arg('input', () => PilotStatusInput, { description: 'The status to move to.' }) input: PilotStatusInput,
  ) {
    return pilotService.setStatus(ctx, id, input);
  }

  @Mutation(() => Pilot, { description: 'Soft-deletes a pilot that is not Active.' })
  deletePilot(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the pilot to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such pilot is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: "Why the pilot is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return pilotService.delete(ctx, id, reason);
  }
}
