import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { ProductCategory } from './product-category.entity';
import { CreateProductCategoryInput, ProductCategoryFilter, UpdateProductCategoryInput } from './product-category.inputs';
import { productCategoryService, productCategoriesSort } from './product-category.service';

export const ProductCategoryPage = Paginated(ProductCategory, 'ProductCategory');

@Resolver(() => ProductCategory)
export class ProductCategoryResolver {
  @Query(() => ProductCategoryPage, { description: 'Product categories, by sortOrder then name unless sorted otherwise.' })
  productCategories(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(productCategoriesSort, 'sortOrder Asc') }) list?: ListArgs,
    @Arg('filter', () => ProductCategoryFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: ProductCategoryFilter,
  ) {
    return productCategoryService.list(ctx, list, filter);
  }

  @Query(() => ProductCategory, { description: 'One product category of the organisation.' })
  productCategory(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the product category; 404 when no such product category is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return productCategoryService.get(ctx, id);
  }

  @Mutation(() => ProductCategory, { description: 'Creates a product category.' })
  createProductCategory(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateProductCategoryInput, { description: 'Fields of the new product category.' }) input: CreateProductCategoryInput,
  ) {
    return productCategoryService.create(ctx, input);
  }

  @Mutation(() => ProductCategory, { description: 'Changes a product category.' })
  updateProductCategory(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the product category to change; 404 (nothing changed) when no such product category is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateProductCategoryInput, { description: 'Fields of the product category to change; a field left out keeps its value.' })
    input: UpdateProductCategoryInput,
  ) {
    return productCategoryService.update(ctx, id, input);
  }

  @Mutation(() => ProductCategory, { description: 'Soft-deletes a category that no active product uses (409 otherwise).' })
  deleteProductCategory(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the product category to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such product category is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description:
        "Why the product category is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return productCategoryService.delete(ctx, id, reason);
  }
}
