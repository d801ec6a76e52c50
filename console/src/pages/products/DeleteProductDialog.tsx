import { useMutation } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { DeleteWithReasonDialog } from '../../ui/ReasonDialog';

const DeleteProductDocument = graphql(`
  mutation DeleteProduct($id: UUID!, $reason: String) {
    deleteProduct(id: $id, reason: $reason) {
      id
      active
      deletedAt
      deleteReason
    }
  }
`);

// The list and the detail page both hold Product; either refetches after the delete.
const PRODUCT_CONTEXT = { additionalTypenames: ['Product'] };

/**
 * Deletes a product with an optional reason, from the product list or the product page.
 */
export function DeleteProductDialog({ product, onClose }: { product: { id: string; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const [state, remove] = useMutation(DeleteProductDocument);
  return (
    <DeleteWithReasonDialog
      name={product.name}
      description={t('products.deleteHelp')}
      error={state.error}
      fetching={state.fetching}
      onClose={onClose}
      onDelete={async (reason) => !(await remove({ id: product.id, reason }, PRODUCT_CONTEXT)).error}
    />
  );
}
