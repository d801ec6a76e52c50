import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { ApplyRosterTemplateInput, RosterFillResult, RosterTemplateFilter, SaveRosterTemplateInput } from '../rosters/roster-week.types';
import { RosterTemplate } from './roster-template.entity';
import { rosterTemplateService, rosterTemplatesSort } from './roster-template.service';

export const RosterTemplatePage = Paginated(RosterTemplate, 'RosterTemplate');

@Resolver(() => RosterTemplate)
export class RosterTemplateResolver {
  @Query(() => RosterTemplatePage, { description: 'Saved roster templates of the branches the caller covers.' })
  rosterTemplates(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(rosterTemplatesSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => RosterTemplateFilter, { nullable: true, description: 'Narrows the list.' }) filter?: RosterTemplateFilter,
  ) {
    return rosterTemplateService.list(ctx, list, filter);
  }

  @Query(() => RosterTemplate, { description: 'One roster template.' })
  rosterTemplate(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: 'Id of the template; 404 when not visible.' }) id: string) {
    return rosterTemplateService.get(ctx, id);
  }

  @Mutation(() => RosterTemplate, { description: "Saves a week's shifts of a branch as a named template." })
  saveRosterTemplate(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SaveRosterTemplateInput, { description: 'Branch, week and name.' }) input: SaveRosterTemplateInput,
  ) {
    return rosterTemplateService.save(ctx, input);
  }

  @Mutation(() => RosterFillResult, {
    description: "Fills a week of the template's branch from the template; shifts that break a rule are skipped and listed.",
  })
  applyRosterTemplate(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Id of the template; 404 when not visible.' }) id: string,
    @Arg('input', () => ApplyRosterTemplateInput, { description: 'The week to fill.' }) input: ApplyRosterTemplateInput,
  ) {
    return rosterTemplateService.apply(ctx, id, input);
  }

  @Mutation(() => RosterTemplate, { description: 'Deletes a roster template (shifts made from it stay).' })
  deleteRosterTemplate(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: 'Id of the template; 404 when not visible.' }) id: string) {
    return rosterTemplateService.delete(ctx, id);
  }
}
