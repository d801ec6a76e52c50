import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { ProductCategory } from '../product-categories/product-category.entity';
import { ProductConsumable } from '../consumables/consumable.entity';
import { productStandardCost } from '../consumables/consumable-costs';
import { Product } from './product.entity';
import { CreateProductInput, ProductFilter, UpdateProductInput } from './product.inputs';
import { productService, productsSort } from './product.service';
import { consumablesLoader, hiddenBranchesLoader, modifierGroupLoader, productCategoryLoader, productModifierGroupIdsLoader } from './product.loaders';
import { ModifierGroup } from '../modifier-groups/modifier-group.entity';

export const ProductPage = Paginated(Product, 'Product');

@Resolver(() => Product)
export class ProductResolver {
  @Query(() => ProductPage, { description: 'Products of the organisation, by sortOrder then name unless sorted otherwise.' })
  products(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(productsSort, 'sortOrder Asc') }) list?: ListArgs,
    @Arg('filter', () => ProductFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: ProductFilter,
  ) {
    return productService.list(ctx, list, filter);
  }

  @Query(() => Product, { description: 'One product of the organisation (deleted ones are 404).' })
  product(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the product; 404 when no such product is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return productService.get(ctx, id);
  }

  @Mutation(() => Product, { description: 'Creates a product (code unique in the organisation, 409 otherwise).' })
  createProduct(@Ctx() ctx: RequestContext, @Arg('input', () => CreateProductInput, { description: 'Fields of the new product.' }) input: CreateProductInput) {
    return productService.create(ctx, input);
  }

  @Mutation(() => Product, { description: 'Changes a product; only the fields given change.' })
  updateProduct(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the product to change; 404 (nothing changed) when no such product is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateProductInput, { description: 'Fields of the product to change; a field left out keeps its value.' }) input: UpdateProductInput,
  ) {
    return productService.update(ctx, id, input);
  }

  @Mutation(() => Product, { description: 'Soft-deletes a product.' })
  deleteProduct(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the product to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such product is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: "Why the product is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return productService.delete(ctx, id, reason);
  }

  @FieldResolver(() => ProductCategory, { nullable: true, description: "The product's category; null when uncategorised or the category was deleted." })
  category(@Root() product: Product, @Ctx() ctx: RequestContext) {
    return product.categoryId ? productCategoryLoader(ctx).load(product.categoryId) : null;
  }

  @FieldResolver(() => [UuidScalar], { description: 'Branches that hide the product.' })
  hiddenBranchIds(@Root() product: Product, @Ctx() ctx: RequestContext) {
    return hiddenBranchesLoader(ctx).load(product.id);
  }

  @FieldResolver(() => [ModifierGroup], { description: 'Modifier groups offered with the product, in order (deleted groups left out).' })
  async modifierGroups(@Root() product: Product, @Ctx() ctx: RequestContext) {
    const ids = await productModifierGroupIdsLoader(ctx).load(product.id);
    const groups = await modifierGroupLoader(ctx).loadMany(ids);
    return groups.filter((g): g is ModifierGroup => g instanceof ModifierGroup && g.deletedAt === null);
  }

  @FieldResolver(() => [ProductConsumable], { description: 'Bill of materials of one product unit.' })
  consumables(@Root() product: Product, @Ctx() ctx: RequestContext) {
    return consumablesLoader(ctx).load(product.id);
  }

  @FieldResolver(() => Int64Scalar, { description: "Standard cost of one unit in IQD: the channelScope All lines at their items' standard costs." })
  async standardCostIqd(@Root() product: Product, @Ctx() ctx: RequestContext) {
    return productStandardCost(ctx, await consumablesLoader(ctx).load(product.id));
  }

  @FieldResolver(() => Int64Scalar, { description: 'basePriceIqd minus standardCostIqd.' })
  async marginIqd(@Root() product: Product, @Ctx() ctx: RequestContext) {
    return product.basePriceIqd - (await productStandardCost(ctx, await consumablesLoader(ctx).load(product.id)));
  }
}
