import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { ProductCategory } from './product-category.entity';
import { CreateProductCategoryInput, ProductCategoryFilter, UpdateProductCategoryInput } from './product-category.inputs';
import { productCategoryService } from './product-category.service';

export const ProductCategoryPage = Paginated(ProductCategory, 'ProductCategory');

@Resolver(() => ProductCategory)
export class ProductCategoryResolver {
  @Query(() => ProductCategoryPage, { description: 'Product categories, by sortOrder then name unless sorted otherwise.' })
  productCategories(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => ProductCategoryFilter, { nullable: true }) filter?: ProductCategoryFilter,
  ) {
    return productCategoryService.list(ctx, list, filter);
  }

  @Query(() => ProductCategory)
  productCategory(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return productCategoryService.get(ctx, id);
  }

  @Mutation(() => ProductCategory)
  createProductCategory(@Ctx() ctx: RequestContext, @Arg('input', () => CreateProductCategoryInput) input: CreateProductCategoryInput) {
    return productCategoryService.create(ctx, input);
  }

  @Mutation(() => ProductCategory)
  updateProductCategory(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => UpdateProductCategoryInput) input: UpdateProductCategoryInput,
  ) {
    return productCategoryService.update(ctx, id, input);
  }

  @Mutation(() => ProductCategory, { description: 'Soft-deletes a category that no active product uses (409 otherwise).' })
  deleteProductCategory(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('reason', () => String, { nullable: true }) reason?: string) {
    return productCategoryService.delete(ctx, id, reason);
  }
}
