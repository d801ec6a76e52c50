import { useMutation } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { ReasonDialog } from '../accounting/money-ui';

const DeleteProductDocument = graphql(`
  mutation DeleteProduct($id: UUID!, $reason: String) { deleteProduct(id: $id, reason: $reason) { id active deletedAt deleteReason } }
`);

// The list and the detail page both hold Product; either refetches after the delete.
const PRODUCT_CONTEXT = { additionalTypenames: ['Product'] };

/**
 * Deletes a product with an optional reason, from the product list or the product page. Mounted only
 * while open, so a refusal shown for one product is not shown again for the next.
 */
export function DeleteProductDialog({ product, onClose }: { product: { id: string; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const [state, remove] = useMutation(DeleteProductDocument);
  return (
    <ReasonDialog
      title={t('menu.deleteRecord', { name: product.name })}
      description={t('products.deleteHelp')}
      opened
      required={false}
      color="red"
      submitLabel={t('common.delete')}
      error={state.error}
      fetching={state.fetching}
      onClose={onClose}
      onSubmit={async (reason) => !(await remove({ id: product.id, reason: reason.trim() || null }, PRODUCT_CONTEXT)).error}
    />
  );
}
