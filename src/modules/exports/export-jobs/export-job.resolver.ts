import { Arg, Ctx, Field, Float, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { ExportJob } from './export-job.entity';
import { CreateExportJobInput, ExportJobFilter } from './export-job.inputs';
import { exportJobService } from './export-job.service';

export const ExportJobPage = Paginated(ExportJob, 'ExportJob');

@ObjectType('ExportFile', { description: "A finished export's file; REST GET .../export-jobs/{id}/download streams its bytes." })
export class ExportFile {
  @Field(() => ID)
  fileId!: string;

  @Field(() => String)
  fileName!: string;

  @Field(() => String)
  contentType!: string;

  @Field(() => Float, { description: 'Bytes.' })
  size!: number;
}

@Resolver(() => ExportJob)
export class ExportJobResolver {
  @Query(() => ExportJobPage, { description: 'Export jobs of the organisation (newest first).' })
  exportJobs(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => ExportJobFilter, { nullable: true }) filter?: ExportJobFilter,
  ) {
    return exportJobService.list(ctx, list, filter);
  }

  @Query(() => ExportJob, { description: 'An export job with its progress (rowsWritten).' })
  exportJob(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return exportJobService.get(ctx, id);
  }

  @Query(() => ExportFile, { description: 'The file of a Succeeded export (409 while not finished, 404 once expired or deleted).' })
  exportJobDownload(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return exportJobService.download(ctx, id);
  }

  @Mutation(() => ExportJob, { description: 'Validates and queues an export (the report must be readable by the caller).' })
  createExportJob(@Ctx() ctx: RequestContext, @Arg('input', () => CreateExportJobInput) input: CreateExportJobInput) {
    return exportJobService.create(ctx, input);
  }

  @Mutation(() => ExportJob, { description: 'Cancels a Queued or Running export, or deletes a finished one; its file is removed.' })
  cancelExportJob(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return exportJobService.cancel(ctx, id);
  }
}
