import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { PunchImport } from './punch-import.entity';
import { ImportTerminalPunchesInput } from './punch-import.inputs';
import { punchImportService, punchImportsSort } from './punch-import.service';

export const PunchImportPage = Paginated(PunchImport, 'PunchImport');

@Resolver(() => PunchImport)
export class PunchImportResolver {
  @Query(() => PunchImportPage, { description: 'Terminal imports of the branches the caller covers (newest first).' })
  punchImports(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(punchImportsSort, 'createdAt Desc') }) list?: ListArgs,
    @Arg('branchId', () => UuidScalar, { nullable: true, description: 'Only this branch’s imports.' }) branchId?: string,
  ) {
    return punchImportService.list(ctx, list, branchId);
  }

  @Query(() => PunchImport, { description: 'One terminal import and its report.' })
  punchImport(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: 'Id of the import; 404 when not visible.' }) id: string) {
    return punchImportService.get(ctx, id);
  }

  @Mutation(() => PunchImport, {
    description: 'Imports a fingerprint terminal’s attendance export into a branch’s punches: matched by attendance code, de-duplicated, with a report.',
  })
  importTerminalPunches(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ImportTerminalPunchesInput, { description: 'Branch, format and the file’s text.' }) input: ImportTerminalPunchesInput,
  ) {
    return punchImportService.import(ctx, input);
  }
}
