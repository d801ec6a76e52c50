import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useClient, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { fieldErrorsOf, type AnyApiError } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { arrow, formatDate, formatDateTime, localName } from '../../ui/format';
import { ApprovalHistory } from './ApprovalHistory';
import { NoteDialog } from '../../ui/NoteDialog';
import { PurchaseLinesTable } from './PurchaseLines';
import { PURCHASE_INVOICE_CONTEXT, PurchaseInvoiceForm } from './PurchaseInvoiceForm';
import { Figure, RejectApprovalRequestDocument } from './PurchaseOrderDetailPage';
import { PurchasingBadge } from './PurchasingBadge';
import { orderReference, purchaseInvoiceActions, type InvoiceAction } from './purchase-rules';

const PurchaseInvoiceDocument = graphql(`
  query PurchaseInvoice($id: UUID!) {
    purchaseInvoice(id: $id) {
      ...PurchaseInvoiceDetail
    }
  }
`);
const SubmitPurchaseInvoiceDocument = graphql(`
  mutation SubmitPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) {
    submitPurchaseInvoice(id: $id, input: $input) {
      ...PurchaseInvoiceDetail
    }
  }
`);
const ApplyPurchaseInvoiceApprovalDocument = graphql(`
  mutation ApplyPurchaseInvoiceApproval($approvalRequestId: UUID!, $input: ApprovalNoteInput) {
    applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) {
      ...PurchaseInvoiceDetail
    }
  }
`);
const PayPurchaseInvoiceDocument = graphql(`
  mutation PayPurchaseInvoice($id: UUID!, $input: PurchaseInvoicePaymentInput) {
    payPurchaseInvoice(id: $id, input: $input) {
      ...PurchaseInvoiceDetail
    }
  }
`);
const CancelPurchaseInvoiceDocument = graphql(`
  mutation CancelPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) {
    cancelPurchaseInvoice(id: $id, input: $input) {
      ...PurchaseInvoiceDetail
    }
  }
`);

const COLOR: Partial<Record<InvoiceAction, string>> = { cancel: 'red', reject: 'red' };

export function PurchaseInvoiceDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { can, state: session } = useSession();
  const client = useClient();
  const [{ data, error }] = useQuery({ query: PurchaseInvoiceDocument, variables: { id }, context: PURCHASE_INVOICE_CONTEXT });
  const [acting, setActing] = useState<InvoiceAction | null>(null);
  const [actionError, setActionError] = useState<AnyApiError>(null);
  const [paymentRef, setPaymentRef] = useState('');
  const invoice = data?.purchaseInvoice;
  const pending = invoice?.approvalRequests.find((r) => r.status === 'Pending');
  const ownRequest = Boolean(pending && session.status === 'signedIn' && pending.requestedBy === session.me.user.id);
  const actions = invoice ? purchaseInvoiceActions(invoice.status, can, ownRequest) : [];

  const run = async (action: InvoiceAction, note: string): Promise<{ error?: AnyApiError }> => {
    const input = { note: note || null };
    const result =
      action === 'submit'
        ? await client.mutation(SubmitPurchaseInvoiceDocument, { id, input }, PURCHASE_INVOICE_CONTEXT).toPromise()
        : action === 'approve'
          ? await client.mutation(ApplyPurchaseInvoiceApprovalDocument, { approvalRequestId: pending?.id ?? '', input }, PURCHASE_INVOICE_CONTEXT).toPromise()
          : action === 'pay'
            ? await client
                .mutation(PayPurchaseInvoiceDocument, { id, input: { ...input, paymentRef: paymentRef || null } }, PURCHASE_INVOICE_CONTEXT)
                .toPromise()
            : action === 'reject'
              ? await client.mutation(RejectApprovalRequestDocument, { id: pending?.id ?? '', input: { note } }, PURCHASE_INVOICE_CONTEXT).toPromise()
              : await client.mutation(CancelPurchaseInvoiceDocument, { id, input }, PURCHASE_INVOICE_CONTEXT).toPromise();
    setActionError(result.error ?? null);
    if (!result.error) setPaymentRef('');
    return { error: result.error };
  };

  const open = (action: InvoiceAction) => {
    setActionError(null);
    setActing(action);
  };

  return (
    <Stack>
      <Anchor component={Link} to="/purchasing/invoices">
        {arrow('back', i18n.language)} {t('purchaseInvoices.title')}
      </Anchor>
      <FormError error={error} />
      {invoice && (
        <>
          <Group justify="space-between">
            <Title order={1} size="h2">
              {t('purchaseInvoices.invoice', { number: invoice.invoiceNumber })} <PurchasingBadge value={invoice.status} />
            </Title>
            <Group>
              {actions.map((action) => (
                <Button key={action} variant={action === 'edit' ? 'light' : 'filled'} color={COLOR[action]} onClick={() => open(action)}>
                  {t(`purchaseInvoices.action.${action}`)}
                </Button>
              ))}
            </Group>
          </Group>
          {invoice.lastNote && <Alert color="gray">{t('purchasing.lastNote', { note: invoice.lastNote })}</Alert>}
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure label={t('purchasing.supplier')} value={invoice.supplier ? localName(invoice.supplier.name, invoice.supplier.nameAr, i18n.language) : ''} />
            <Figure label={t('purchaseInvoices.date')} value={formatDate(invoice.invoiceDate, i18n.language)} />
            <Figure label={t('purchaseInvoices.paidAt')} value={formatDateTime(invoice.paidAt, i18n.language) || '—'} />
            <Figure label={t('purchaseInvoices.paymentRef')} value={invoice.paymentRef ?? '—'} />
          </SimpleGrid>
          {invoice.purchaseOrderId && (
            <Anchor component={Link} to={`/purchasing/orders/${invoice.purchaseOrderId}`}>
              {t('purchaseInvoices.billsOrder', { reference: orderReference(invoice.purchaseOrderId) })}
            </Anchor>
          )}
          {invoice.notes && <Text>{invoice.notes}</Text>}
          <PurchaseLinesTable lines={invoice.lines} totalIqd={invoice.totalIqd} />
          <ApprovalHistory requests={invoice.approvalRequests} />
          <Modal opened={acting === 'edit'} onClose={() => setActing(null)} title={t('purchaseInvoices.editTitle')} size="xl">
            {acting === 'edit' && <PurchaseInvoiceForm invoice={invoice} onDone={() => setActing(null)} />}
          </Modal>
          {acting && acting !== 'edit' && (
            <NoteDialog
              title={t(`purchaseInvoices.action.${acting}`)}
              label={t('purchasing.note')}
              multiline
              required={acting === 'reject'}
              submitLabel={t(`purchaseInvoices.action.${acting}`)}
              color={COLOR[acting]}
              onClose={() => setActing(null)}
              onSubmit={(note) => run(acting, note)}
            >
              {acting === 'pay' && (
                <TextInput
                  label={t('purchaseInvoices.paymentRef')}
                  dir="ltr"
                  value={paymentRef}
                  onChange={(e) => setPaymentRef(e.currentTarget.value)}
                  error={fieldErrorsOf(actionError).paymentRef}
                />
              )}
            </NoteDialog>
          )}
        </>
      )}
    </Stack>
  );
}
