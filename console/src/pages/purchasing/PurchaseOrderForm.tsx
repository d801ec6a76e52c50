import { useState, type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from 'urql';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { PurchaseOrderDetailFragment } from '../../gql/graphql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { draftLines, EMPTY_LINE, linesInput, PurchaseLinesEditor, type LineDraft } from './PurchaseLines';
import { usePurchasingChoices } from './purchasing-choices';
import { missingChoices } from './purchase-rules';
import { SupplierPicker } from './SupplierPicker';

graphql(`
  fragment PurchaseOrderDetail on PurchaseOrder {
    id
    status
    supplierId
    expectedDate
    notes
    totalIqd
    lastNote
    createdAt
    submittedAt
    approvedAt
    receivedAt
    cancelledAt
    supplier {
      id
      name
      nameAr
    }
    lines {
      ...PurchaseLineDetail
    }
    approvalRequests {
      ...ApprovalRequestDetail
    }
  }
`);
const CreatePurchaseOrderDocument = graphql(`
  mutation CreatePurchaseOrder($input: CreatePurchaseOrderInput!) {
    createPurchaseOrder(input: $input) {
      ...PurchaseOrderDetail
    }
  }
`);
const UpdatePurchaseOrderDocument = graphql(`
  mutation UpdatePurchaseOrder($id: UUID!, $input: UpdatePurchaseOrderInput!) {
    updatePurchaseOrder(id: $id, input: $input) {
      ...PurchaseOrderDetail
    }
  }
`);

export const PURCHASE_ORDER_CONTEXT = { additionalTypenames: ['PurchaseOrder', 'ApprovalRequest'] };

/** Writes a new Draft order (then opens it) or changes a Draft one. */
export function PurchaseOrderForm({ order, onDone }: { order?: PurchaseOrderDetailFragment; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choices = usePurchasingChoices();
  const [supplierId, setSupplierId] = useState<string | null>(order?.supplierId ?? null);
  const [expectedDate, setExpectedDate] = useState(order?.expectedDate ?? '');
  const [notes, setNotes] = useState(order?.notes ?? '');
  const [lines, setLines] = useState<LineDraft[]>(order ? draftLines(order.lines) : [{ ...EMPTY_LINE }]);
  const [createState, create] = useMutation(CreatePurchaseOrderDocument);
  const [updateState, save] = useMutation(UpdatePurchaseOrderDocument);
  const state = order ? updateState : createState;
  const [missing, setMissing] = useState<string[]>([]);
  const fields = { ...fieldErrorsOf(state.error), ...Object.fromEntries(missing.map((field) => [field, t('purchasing.choose')])) };
  // The order's current supplier stays choosable while editing, even if it was deactivated since.
  const suppliers =
    order?.supplier && !choices.suppliers.some((s) => s.value === order.supplierId)
      ? [...choices.suppliers, { value: order.supplierId, label: order.supplier.name }]
      : choices.suppliers;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = missingChoices(supplierId, lines);
    setMissing(empty);
    if (empty.length > 0) return;
    const input = { supplierId: supplierId ?? '', expectedDate: expectedDate || null, notes: notes || null, lines: linesInput(lines) };
    if (order) {
      const result = await save({ id: order.id, input }, PURCHASE_ORDER_CONTEXT);
      if (!result.error) onDone?.();
    } else {
      const result = await create({ input }, PURCHASE_ORDER_CONTEXT);
      if (result.data) void navigate(`/purchasing/orders/${result.data.createPurchaseOrder.id}`);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={order ? t('purchaseOrders.editTitle') : t('purchaseOrders.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        {/* One column on a phone: the supplier picker may open its new-supplier fields under the select. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SupplierPicker suppliers={suppliers} value={supplierId} onChange={setSupplierId} error={fields.supplierId} />
          <TextInput
            label={t('purchaseOrders.expectedDate')}
            type="date"
            value={expectedDate}
            onChange={(e) => setExpectedDate(e.currentTarget.value)}
            error={fields.expectedDate}
          />
        </SimpleGrid>
        <PurchaseLinesEditor lines={lines} onChange={setLines} items={choices.items} fields={fields} />
        <Textarea label={t('purchasing.notes')} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} error={fields.notes} />
        <Group>
          <Button type="submit" loading={state.fetching}>
            {order ? t('common.save') : t('purchaseOrders.createDraft')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
