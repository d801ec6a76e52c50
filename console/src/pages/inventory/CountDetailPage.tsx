import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { FormError } from '../../ui/FormError';
import { fieldErrorsOf } from '../../ui/errors';
import { formatDate, formatIqd, separator } from '../../ui/format';
import { useSalesChoices } from '../sales/sales-choices';
import { useLineItemLabel } from './inventory-choices';
import { formatQuantity } from './inventory-format';
import { COUNT_CONTEXT, CountStatusBadge, countReference } from './CountsPage';

const StockCountDocument = graphql(`
  query StockCount($id: UUID!) {
    stockCount(id: $id) {
      id
      branchId
      businessDate
      status
      note
      lines {
        inventoryItemId
        inventoryItem {
          id
          name
          nameAr
          unit
        }
        countedQuantity
        expectedQuantity
        differenceQuantity
        differenceValueIqd
      }
    }
  }
`);
const EnterCountsDocument = graphql(`
  mutation EnterStockCounts($id: UUID!, $input: EnterCountsInput!) {
    enterStockCounts(id: $id, input: $input) {
      id
      status
    }
  }
`);
const SubmitCountDocument = graphql(`
  mutation SubmitStockCount($id: UUID!) {
    submitStockCount(id: $id) {
      id
      status
    }
  }
`);
const ApproveCountDocument = graphql(`
  mutation ApproveStockCount($id: UUID!) {
    approveStockCount(id: $id) {
      id
      status
    }
  }
`);

/**
 * A count sheet. While Open: one field per item, stacked (usable on a phone), and for count-only
 * staff blind (the service sends no expected quantity). Afterwards: the review with expected,
 * difference and value for those allowed to see them, and approval.
 */
export function CountDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { branchName } = useSalesChoices();
  const itemName = useLineItemLabel();
  const [{ data, error }] = useQuery({ query: StockCountDocument, variables: { id }, context: COUNT_CONTEXT });
  const [enterResult, enter] = useMutation(EnterCountsDocument);
  const [submitResult, submitSheet] = useMutation(SubmitCountDocument);
  const [approveResult, approve] = useMutation(ApproveCountDocument);
  const [counted, setCounted] = useState<Record<string, number | string>>({});
  const [saved, setSaved] = useState(false);
  const sheet = data?.stockCount;
  const fields = fieldErrorsOf(enterResult.error);

  // Items typed into and not saved since, each with how many edits it had. The sheet is refetched
  // whenever a stock mutation lands (COUNT_CONTEXT), and a refetch that arrives while someone is
  // typing must not put the saved figure back over what they typed; an item typed into again while
  // a save was on its way stays unsaved.
  const edited = useRef(new Map<string, number>());

  useEffect(() => {
    if (!sheet) return;
    setCounted((typed) =>
      Object.fromEntries(
        sheet.lines.map((line) => [
          line.inventoryItemId,
          edited.current.has(line.inventoryItemId)
            ? (typed[line.inventoryItemId] ?? '')
            : line.countedQuantity === null || line.countedQuantity === undefined
              ? ''
              : line.countedQuantity,
        ]),
      ),
    );
  }, [sheet]);

  const save = async () => {
    if (!sheet) return false;
    const typed = sheet.lines.map((line) => ({ inventoryItemId: line.inventoryItemId, countedQuantity: counted[line.inventoryItemId] ?? '' }));
    // A figure that is not a number yet stays on the sheet, marked by its field; nothing is saved in its place.
    if (typed.some((entry) => typeof entry.countedQuantity === 'string' && entry.countedQuantity !== '')) return false;
    const entries = typed.flatMap((entry) =>
      typeof entry.countedQuantity === 'number' ? [{ inventoryItemId: entry.inventoryItemId, countedQuantity: entry.countedQuantity }] : [],
    );
    const editsSent = new Map(edited.current);
    const res = await enter({ id, input: { entries } }, COUNT_CONTEXT);
    if (!res.error) for (const [item, edits] of editsSent) if (edited.current.get(item) === edits) edited.current.delete(item);
    setSaved(!res.error);
    return !res.error;
  };

  const showExpected = sheet?.lines.some((line) => line.expectedQuantity !== null && line.expectedQuantity !== undefined) ?? false;

  return (
    <Stack>
      <Anchor component={Link} to="/stock/counts" size="sm">
        {t('counts.title')}
      </Anchor>
      <FormError error={error} />
      {sheet && (
        <>
          <Title order={1} size="h2">
            <Group gap="sm">
              <span>{t('counts.sheet', { reference: countReference(sheet.id) })}</span>
              <CountStatusBadge value={sheet.status} />
            </Group>
          </Title>
          <Text>
            {branchName(sheet.branchId)}
            {separator(i18n.language)}
            {formatDate(sheet.businessDate, i18n.language)}
          </Text>
          {sheet.status === 'Open' ? (
            <Stack gap="xs" maw={480}>
              {sheet.lines.map((line, index) => (
                <Paper key={line.inventoryItemId} withBorder p="xs">
                  <NumberField
                    label={itemName(line)}
                    min={0}
                    decimalScale={3}
                    size="md"
                    value={counted[line.inventoryItemId] ?? ''}
                    onChange={(value) => {
                      setSaved(false);
                      edited.current.set(line.inventoryItemId, (edited.current.get(line.inventoryItemId) ?? 0) + 1);
                      setCounted((all) => ({ ...all, [line.inventoryItemId]: value }));
                    }}
                    error={fields[`entries[${index}].countedQuantity`]}
                  />
                </Paper>
              ))}
              <FormError error={enterResult.error ?? submitResult.error} />
              {saved && <Text c="green">{t('counts.saved')}</Text>}
              <Group grow>
                <Button variant="default" loading={enterResult.fetching} onClick={() => void save()}>
                  {t('counts.save')}
                </Button>
                <Button
                  loading={submitResult.fetching}
                  onClick={async () => {
                    if (await save()) await submitSheet({ id }, COUNT_CONTEXT);
                  }}
                >
                  {t('counts.submit')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <>
              <div className="table-scroll">
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('stock.item')}</Table.Th>
                      <Table.Th>{t('counts.counted')}</Table.Th>
                      {showExpected && <Table.Th>{t('counts.expected')}</Table.Th>}
                      {showExpected && <Table.Th>{t('counts.difference')}</Table.Th>}
                      {showExpected && <Table.Th>{t('counts.differenceValue')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {sheet.lines.map((line, index) => {
                      const difference =
                        line.differenceQuantity ??
                        (line.expectedQuantity !== null &&
                        line.expectedQuantity !== undefined &&
                        line.countedQuantity !== null &&
                        line.countedQuantity !== undefined
                          ? Math.round((line.countedQuantity - line.expectedQuantity) * 1000) / 1000
                          : null);
                      return (
                        <Table.Tr key={line.inventoryItemId} data-testid={`count-line-${index}`}>
                          <Table.Td>{itemName(line)}</Table.Td>
                          <Table.Td>{formatQuantity(line.countedQuantity, i18n.language)}</Table.Td>
                          {showExpected && <Table.Td>{formatQuantity(line.expectedQuantity, i18n.language)}</Table.Td>}
                          {showExpected && (
                            <Table.Td>
                              <Text span c={difference !== null && difference < 0 ? 'red' : undefined}>
                                {formatQuantity(difference, i18n.language, true)}
                              </Text>
                            </Table.Td>
                          )}
                          {showExpected && <Table.Td>{formatIqd(line.differenceValueIqd, i18n.language)}</Table.Td>}
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </div>
              <FormError error={approveResult.error} />
              {sheet.status === 'Submitted' && can('inventory:approve') && (
                <Group>
                  <Button loading={approveResult.fetching} onClick={() => approve({ id }, COUNT_CONTEXT)}>
                    {t('counts.approve')}
                  </Button>
                </Group>
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
