import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { FormError } from '../../ui/FormError';
import { fieldErrorsOf } from '../../ui/errors';
import { formatIqd } from '../../ui/format';
import { useSalesChoices } from '../sales/sales-choices';
import { useLineItemLabel } from './inventory-choices';
import { formatQuantity } from './inventory-format';
import { TRANSFER_CONTEXT, TransferStatusBadge, transferReference } from './TransfersPage';

const TransferDocument = graphql(`
  query Transfer($id: UUID!) {
    transfer(id: $id) {
      id
      fromBranchId
      toBranchId
      status
      note
      sentDate
      receivedDate
      lines {
        inventoryItemId
        inventoryItem {
          id
          name
          nameAr
          unit
        }
        quantity
        sentValueIqd
        receivedQuantity
        shortQuantity
        shortValueIqd
      }
    }
  }
`);
const SendTransferDocument = graphql(`
  mutation SendTransfer($id: UUID!) {
    sendTransfer(id: $id) {
      id
      status
    }
  }
`);
const ReceiveTransferDocument = graphql(`
  mutation ReceiveTransfer($id: UUID!, $input: ReceiveTransferInput) {
    receiveTransfer(id: $id, input: $input) {
      id
      status
    }
  }
`);
const CancelTransferDocument = graphql(`
  mutation CancelTransfer($id: UUID!) {
    cancelTransfer(id: $id) {
      id
      status
    }
  }
`);

/** One transfer: its lines, and the moves its status allows (send, receive with the quantities that arrived, cancel). */
export function TransferDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { branchName } = useSalesChoices();
  const itemName = useLineItemLabel();
  const [{ data, error }] = useQuery({ query: TransferDocument, variables: { id }, context: TRANSFER_CONTEXT });
  const [sendResult, send] = useMutation(SendTransferDocument);
  const [receiveResult, receive] = useMutation(ReceiveTransferDocument);
  const [cancelResult, cancel] = useMutation(CancelTransferDocument);
  const [receiving, setReceiving] = useState<Array<number | string> | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const transfer = data?.transfer;
  const receiveFields = fieldErrorsOf(receiveResult.error);
  const writer = can('inventory:write');

  const submitReceive = async () => {
    if (!transfer || !receiving) return;
    const lines = receiving.map((value, lineIndex) => ({ lineIndex, receivedQuantity: Number(value) }));
    const res = await receive({ id, input: { lines } }, TRANSFER_CONTEXT);
    if (!res.error) setReceiving(null);
  };

  return (
    <Stack>
      <Anchor component={Link} to="/stock/transfers" size="sm">
        {t('transfers.title')}
      </Anchor>
      <FormError error={error} />
      {transfer && (
        <>
          <Title order={1} size="h2">
            <Group gap="sm">
              <span>{t('transfers.transfer', { reference: transferReference(transfer.id) })}</span>
              <TransferStatusBadge value={transfer.status} />
            </Group>
          </Title>
          <Text>{t('transfers.route', { from: branchName(transfer.fromBranchId), to: branchName(transfer.toBranchId) })}</Text>
          {transfer.note && <Text c="dimmed">{transfer.note}</Text>}
          <div className="table-scroll">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('stock.item')}</Table.Th>
                  <Table.Th>{t('transfers.sent')}</Table.Th>
                  <Table.Th>{t('transfers.sentValue')}</Table.Th>
                  <Table.Th>{t('transfers.received')}</Table.Th>
                  <Table.Th>{t('transfers.short')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {transfer.lines.map((line, index) => (
                  <Table.Tr key={index} data-testid={`transfer-line-${index}`}>
                    <Table.Td>{itemName(line)}</Table.Td>
                    <Table.Td>{formatQuantity(line.quantity, i18n.language)}</Table.Td>
                    <Table.Td>{formatIqd(line.sentValueIqd, i18n.language)}</Table.Td>
                    <Table.Td>
                      {receiving ? (
                        <NumberField
                          aria-label={t('transfers.receivedOf', { name: itemName(line) })}
                          min={0}
                          decimalScale={3}
                          w={120}
                          value={receiving[index]}
                          onChange={(value) => {
                            setReceiving((all) => all && all.map((v, i) => (i === index ? value : v)));
                          }}
                          error={receiveFields[`lines[${index}].receivedQuantity`]}
                        />
                      ) : (
                        formatQuantity(line.receivedQuantity, i18n.language)
                      )}
                    </Table.Td>
                    <Table.Td>
                      {line.shortQuantity ? (
                        <Text span c="red">
                          {formatQuantity(line.shortQuantity, i18n.language)} ({formatIqd(line.shortValueIqd, i18n.language)})
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          <FormError error={sendResult.error ?? receiveResult.error ?? cancelResult.error} />
          {writer && (
            <Group>
              {transfer.status === 'Draft' && (
                <Button loading={sendResult.fetching} onClick={() => send({ id }, TRANSFER_CONTEXT)}>
                  {t('transfers.send')}
                </Button>
              )}
              {transfer.status === 'Draft' && (
                <Button color="red" variant="light" onClick={() => setConfirmCancel(true)}>
                  {t('transfers.cancel')}
                </Button>
              )}
              {transfer.status === 'Sent' && !receiving && (
                <Button onClick={() => setReceiving(transfer.lines.map((line) => line.quantity))}>{t('transfers.receive')}</Button>
              )}
              {receiving && (
                <>
                  <Button loading={receiveResult.fetching} onClick={submitReceive}>
                    {t('transfers.confirmReceive')}
                  </Button>
                  <Button variant="default" onClick={() => setReceiving(null)}>
                    {t('common.cancel')}
                  </Button>
                </>
              )}
            </Group>
          )}
          <Modal opened={confirmCancel} onClose={() => setConfirmCancel(false)} title={t('transfers.cancelTitle')}>
            <Stack>
              <Text>{t('transfers.cancelText')}</Text>
              <FormError error={cancelResult.error} />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirmCancel(false)}>
                  {t('common.no')}
                </Button>
                <Button
                  color="red"
                  loading={cancelResult.fetching}
                  onClick={async () => {
                    const res = await cancel({ id }, TRANSFER_CONTEXT);
                    if (!res.error) setConfirmCancel(false);
                  }}
                >
                  {t('transfers.cancel')}
                </Button>
              </Group>
            </Stack>
          </Modal>
        </>
      )}
    </Stack>
  );
}
