import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { UuidScalar } from '../../../core/scalars';
import { ProductImportBatch } from './import-batch.entity';
import { ProductImportInput } from './import.inputs';
import { productImportService } from './import.service';

@Resolver(() => ProductImportBatch)
export class ProductImportResolver {
  @Mutation(() => ProductImportBatch, { description: 'Parses and validates a product file and stores a preview; nothing in the catalogue changes.' })
  previewProductImport(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ProductImportInput, { description: 'The file content and its format.' }) input: ProductImportInput,
  ) {
    return productImportService.preview(ctx, input);
  }

  @Query(() => ProductImportBatch, { description: 'An import preview (or committed batch).' })
  productImport(
    @Ctx() ctx: RequestContext,
    @Arg('batchId', () => UuidScalar, {
      description: 'Id of the import batch returned by previewProductImport; 404 when no such batch is visible to the caller.',
    })
    batchId: string,
  ) {
    return productImportService.get(ctx, batchId);
  }

  @Mutation(() => ProductImportBatch, { description: 'Commits a preview with the same content, once, in one transaction.' })
  commitProductImport(
    @Ctx() ctx: RequestContext,
    @Arg('batchId', () => UuidScalar, { description: 'Id of the Previewed batch to commit; 404 when no such batch is visible to the caller.' }) batchId: string,
    @Arg('input', () => ProductImportInput, { description: 'The same file content and format as previewed (409 when it differs).' }) input: ProductImportInput,
  ) {
    return productImportService.commit(ctx, batchId, input);
  }
}
