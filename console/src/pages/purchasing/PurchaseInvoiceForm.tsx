import { useState, type FormEvent } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { PurchaseInvoiceDetailFragment } from '../../gql/graphql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { businessDateIn, formatIqd, separator } from '../../ui/format';
import { useSession } from '../../auth/session';
import { draftLines, EMPTY_LINE, linesInput, PurchaseLinesEditor, type LineDraft } from './PurchaseLines';
import { usePurchasingChoices } from './purchasing-choices';
import { missingChoices, orderReference } from './purchase-rules';
import { SupplierPicker } from './SupplierPicker';

graphql(`
  fragment PurchaseInvoiceDetail on PurchaseInvoice {
    id
    status
    supplierId
    invoiceNumber
    invoiceDate
    purchaseOrderId
    notes
    totalIqd
    lastNote
    paymentRef
    createdAt
    approvedAt
    paidAt
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
const BillableOrdersDocument = graphql(`
  query BillableOrders($supplierId: UUID) {
    purchaseOrders(list: { perPage: 100, sort: "createdAt", dir: Desc }, filter: { supplierId: $supplierId }) {
      items {
        id
        status
        totalIqd
        lines {
          inventoryItemId
          quantity
          unitPriceIqd
        }
      }
    }
  }
`);
const CreatePurchaseInvoiceDocument = graphql(`
  mutation CreatePurchaseInvoice($input: CreatePurchaseInvoiceInput!) {
    createPurchaseInvoice(input: $input) {
      ...PurchaseInvoiceDetail
    }
  }
`);
const UpdatePurchaseInvoiceDocument = graphql(`
  mutation UpdatePurchaseInvoice($id: UUID!, $input: UpdatePurchaseInvoiceInput!) {
    updatePurchaseInvoice(id: $id, input: $input) {
      ...PurchaseInvoiceDetail
    }
  }
`);

export const PURCHASE_INVOICE_CONTEXT = { additionalTypenames: ['PurchaseInvoice', 'PurchaseOrder', 'ApprovalRequest'] };

const blank = (lines: LineDraft[]) => lines.every((l) => !l.inventoryItemId && l.quantity === '' && l.unitPriceIqd === '');

/**
 * Records a supplier's invoice as Draft (against one of the supplier's Approved or Received orders,
 * whose lines it starts from, or the supplier alone), or changes a Draft one.
 */
export function PurchaseInvoiceForm({ invoice, orderId, onDone }: { invoice?: PurchaseInvoiceDetailFragment; orderId?: string | null; onDone?: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const choices = usePurchasingChoices();
  const [supplierId, setSupplierId] = useState<string | null>(invoice?.supplierId ?? null);
  const [purchaseOrderId, setPurchaseOrderId] = useState<string | null>(invoice?.purchaseOrderId ?? orderId ?? null);
  const [invoiceNumber, setInvoiceNumber] = useState(invoice?.invoiceNumber ?? '');
  const { state: session } = useSession();
  const [invoiceDate, setInvoiceDate] = useState(
    invoice?.invoiceDate ?? (session.status === 'signedIn' ? businessDateIn(session.me.branch.timeZone, session.me.organization.businessDayStartHour) : ''),
  );
  const [notes, setNotes] = useState(invoice?.notes ?? '');
  const [lines, setLines] = useState<LineDraft[]>(invoice ? draftLines(invoice.lines) : [{ ...EMPTY_LINE }]);
  const [{ data: orders }] = useQuery({ query: BillableOrdersDocument, variables: { supplierId }, pause: !supplierId, context: PURCHASE_INVOICE_CONTEXT });
  const [createState, create] = useMutation(CreatePurchaseInvoiceDocument);
  const [updateState, save] = useMutation(UpdatePurchaseInvoiceDocument);
  const state = invoice ? updateState : createState;
  const [missing, setMissing] = useState<string[]>([]);
  const fields = { ...fieldErrorsOf(state.error), ...Object.fromEntries(missing.map((field) => [field, t('purchasing.choose')])) };
  const billable = (orders?.purchaseOrders.items ?? []).filter((o) => o.status === 'Approved' || o.status === 'Received' || o.id === purchaseOrderId);
  const orderOptions = billable.map((o) => ({
    value: o.id,
    label: `${orderReference(o.id)}${separator(i18n.language)}${formatIqd(o.totalIqd, i18n.language)}`,
  }));

  const chooseOrder = (value: string | null) => {
    setPurchaseOrderId(value);
    const order = billable.find((o) => o.id === value);
    // An invoice usually bills what was ordered: start from the order's lines, unless some are typed already.
    if (order && blank(lines)) setLines(draftLines(order.lines));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = missingChoices(supplierId, lines);
    setMissing(empty);
    if (empty.length > 0) return;
    const common = { invoiceNumber, invoiceDate, purchaseOrderId, notes: notes || null, lines: linesInput(lines) };
    if (invoice) {
      const result = await save({ id: invoice.id, input: common }, PURCHASE_INVOICE_CONTEXT);
      if (!result.error) onDone?.();
    } else {
      const result = await create({ input: { ...common, supplierId: supplierId ?? '' } }, PURCHASE_INVOICE_CONTEXT);
      if (result.data) void navigate(`/purchasing/invoices/${result.data.createPurchaseInvoice.id}`);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={invoice ? t('purchaseInvoices.editTitle') : t('purchaseInvoices.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        {/* One column on a phone: the supplier picker may open its new-supplier fields under the select. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SupplierPicker
            disabled={Boolean(invoice)}
            suppliers={invoice?.supplier ? [{ value: invoice.supplierId, label: invoice.supplier.name }] : choices.suppliers}
            value={supplierId}
            onChange={(value) => {
              setSupplierId(value);
              setPurchaseOrderId(null);
            }}
            error={fields.supplierId}
          />
          <Select
            label={t('purchaseInvoices.order')}
            placeholder={t('purchaseInvoices.noOrder')}
            clearable
            data={orderOptions}
            value={purchaseOrderId}
            onChange={chooseOrder}
            error={fields.purchaseOrderId}
          />
        </SimpleGrid>
        <Group align="start" grow>
          <TextInput
            label={t('purchaseInvoices.number')}
            required
            dir="ltr"
            value={invoiceNumber}
            onChange={(e) => setInvoiceNumber(e.currentTarget.value)}
            error={fields.invoiceNumber}
          />
          <TextInput
            label={t('purchaseInvoices.date')}
            required
            type="date"
            value={invoiceDate}
            onChange={(e) => setInvoiceDate(e.currentTarget.value)}
            error={fields.invoiceDate}
          />
        </Group>
        <PurchaseLinesEditor lines={lines} onChange={setLines} items={choices.items} fields={fields} />
        <Textarea label={t('purchasing.notes')} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} error={fields.notes} />
        <Group>
          <Button type="submit" loading={state.fetching}>
            {invoice ? t('common.save') : t('purchaseInvoices.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
