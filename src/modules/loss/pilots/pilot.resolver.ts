import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Pilot } from './pilot.entity';
import { CreatePilotInput, PilotFilter, PilotStatusInput, UpdatePilotInput } from './pilot.inputs';
import { pilotService } from './pilot.service';

export const PilotPage = Paginated(Pilot, 'Pilot');

@Resolver(() => Pilot)
export class PilotResolver {
  @Query(() => PilotPage, { description: 'Loss-control pilots of the organisation (newest start first).' })
  pilots(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => PilotFilter, { nullable: true }) filter?: PilotFilter,
  ) {
    return pilotService.list(ctx, list, filter);
  }

  @Query(() => Pilot)
  pilot(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return pilotService.get(ctx, id);
  }

  @Mutation(() => Pilot, { description: 'Creates a Planned pilot.' })
  createPilot(@Ctx() ctx: RequestContext, @Arg('input', () => CreatePilotInput) input: CreatePilotInput) {
    return pilotService.create(ctx, input);
  }

  @Mutation(() => Pilot, { description: 'Changes restaurant, dates, note, checklist or final report status.' })
  updatePilot(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('input', () => UpdatePilotInput) input: UpdatePilotInput) {
    return pilotService.update(ctx, id, input);
  }

  @Mutation(() => Pilot, { description: 'Moves a pilot: Planned → Active → Completed; Planned or Active → Cancelled.' })
  setPilotStatus(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('input', () => PilotStatusInput) input: PilotStatusInput) {
    return pilotService.setStatus(ctx, id, input);
  }

  @Mutation(() => Pilot, { description: 'Soft-deletes a pilot that is not Active.' })
  deletePilot(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('reason', () => String, { nullable: true }) reason?: string) {
    return pilotService.delete(ctx, id, reason);
  }
}
