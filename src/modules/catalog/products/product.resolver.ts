import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { ProductCategory } from '../product-categories/product-category.entity';
import { ProductConsumable } from '../consumables/consumable.entity';
import { productStandardCost } from '../consumables/consumable-costs';
import { Product } from './product.entity';
import { CreateProductInput, ProductFilter, UpdateProductInput } from './product.inputs';
import { productService } from './product.service';
import { consumablesLoader, hiddenBranchesLoader, modifierGroupLoader, productCategoryLoader, productModifierGroupIdsLoader } from './product.loaders';
import { ModifierGroup } from '../modifier-groups/modifier-group.entity';

export const ProductPage = Paginated(Product, 'Product');

@Resolver(() => Product)
export class ProductResolver {
  @Query(() => ProductPage, { description: 'Products of the organisation, by sortOrder then name unless sorted otherwise.' })
  products(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => ProductFilter, { nullable: true }) filter?: ProductFilter,
  ) {
    return productService.list(ctx, list, filter);
  }

  @Query(() => Product)
  product(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return productService.get(ctx, id);
  }

  @Mutation(() => Product)
  createProduct(@Ctx() ctx: RequestContext, @Arg('input', () => CreateProductInput) input: CreateProductInput) {
    return productService.create(ctx, input);
  }

  @Mutation(() => Product)
  updateProduct(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('input', () => UpdateProductInput) input: UpdateProductInput) {
    return productService.update(ctx, id, input);
  }

  @Mutation(() => Product, { description: 'Soft-deletes a product.' })
  deleteProduct(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('reason', () => String, { nullable: true }) reason?: string) {
    return productService.delete(ctx, id, reason);
  }

  @FieldResolver(() => ProductCategory, { nullable: true })
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
