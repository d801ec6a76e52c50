import { Arg, Ctx, Field, Float, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { ExportJob } from './export-job.entity';
import { CreateExportJobInput, ExportJobFilter } from './export-job.inputs';
import { exportJobService, exportJobsSort } from './export-job.service';

export const ExportJobPage = Paginated(ExportJob, 'ExportJob');

@ObjectType('ExportFile', { simpleResolvers: true, description: "A finished export's file; REST GET .../export-jobs/{id}/download streams its bytes." })
export class ExportFile {
  @Field(() => ID, { description: 'Id of the stored file; download it from the address the REST answer gives.' })
  fileId!: string;

  @Field(() => String, { description: 'File name to save it as.' })
  fileName!: string;

  @Field(() => String, { description: 'MIME type of the file (xlsx or text/csv).' })
  contentType!: string;

  @Field(() => Float, { description: 'Bytes.' })
  size!: number;
}

@Resolver(() => ExportJob)
export class ExportJobResolver {
  @Query(() => ExportJobPage, { description: 'Export jobs of the organisation (newest first).' })
  exportJobs(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(exportJobsSort, 'createdAt Desc') }) list?: ListArgs,
    @Arg('filter', () => ExportJobFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: ExportJobFilter,
  ) {
    return exportJobService.list(ctx, list, filter);
  }

  @Query(() => ExportJob, { description: 'An export job with its progress (rowsWritten).' })
  exportJob(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the export job; 404 when no such export job is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return exportJobService.get(ctx, id);
  }

  @Query(() => ExportFile, { description: 'The file of a Succeeded export (409 while not finished, 404 once expired or deleted).' })
  exportJobDownload(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the export job whose file is wanted; 404 when no such job is visible to the caller. A job that is not Succeeded has no file.',
    })
    id: string,
  ) {
    return exportJobService.download(ctx, id);
  }

  @Mutation(() => ExportJob, { description: 'Validates and queues an export (the report must be readable by the caller).' })
  createExportJob(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateExportJobInput, { description: 'Fields of the new export job.' }) input: CreateExportJobInput,
  ) {
    return exportJobService.create(ctx, input);
  }

  @Mutation(() => ExportJob, { description: 'Cancels a Queued or Running export, or deletes a finished one; its file is removed.' })
  cancelExportJob(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the export job to cancel; 404 (nothing changed) when no such export job is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return exportJobService.cancel(ctx, id);
  }
}
