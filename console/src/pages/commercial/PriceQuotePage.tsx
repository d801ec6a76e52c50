import { useState, type FormEvent } from 'react';
import { ActionIcon, Badge, Button, Card, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useClient, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { PriceQuoteQuery } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { fieldErrorsOf, type AnyApiError } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatDate, formatIqd, localName, separator } from '../../ui/format';
import { PricedLinesTable, PricedTotals } from '../../ui/PricedLines';
import { useSalesChoices } from '../sales/sales-choices';

const QuoteProductsDocument = graphql(`
  query QuoteProducts {
    products(list: { perPage: 100, sort: "name", dir: Asc }) {
      items {
        id
        name
        nameAr
        active
        modifierGroups {
          id
          name
          nameAr
          options {
            id
            name
            nameAr
            priceDeltaIqd
            active
          }
        }
      }
    }
  }
`);

const PriceQuoteDocument = graphql(`
  query PriceQuote($branchId: UUID!, $channelId: UUID, $items: [CartItemInput!]!) {
    priceQuote(branchId: $branchId, channelId: $channelId, items: $items) {
      businessDate
      pricesIncludeTax
      subtotal
      discount
      taxTotal
      total
      totalExcludingTax
      tier {
        groupName
        basisPoints
        reason
      }
      lines {
        index
        name
        nameAr
        quantity
        basePrice
        shelfPrice
        unitPrice
        lineTotal
        discount
        netAmount
        ratePermille
        modifiers {
          optionId
          name
          nameAr
          priceDelta
        }
      }
      promotion {
        promotionId
        name
        discount
      }
      promotionsConsidered {
        promotionId
        name
        discount
        applied
        rejection
        reason
      }
      taxes {
        taxCodeId
        ratePermille
        taxableAmount
        tax
      }
    }
  }
`);

interface CartRow {
  productId: string | null;
  quantity: number | string;
  modifierOptionIds: string[];
}

/** Prices a cart as a guest order would be priced now, with the reasons: the tool managers check promotions with. */
export function PriceQuotePage() {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const { state: session } = useSession();
  const choices = useSalesChoices();
  const [{ data: products }] = useQuery({ query: QuoteProductsDocument });
  const [branchId, setBranchId] = useState<string | null>(session.status === 'signedIn' ? session.me.branch.id : null);
  const [channelId, setChannelId] = useState<string | null>(null);
  const [rows, setRows] = useState<CartRow[]>([{ productId: null, quantity: 1, modifierOptionIds: [] }]);
  const [quote, setQuote] = useState<PriceQuoteQuery['priceQuote'] | null>(null);
  const [error, setError] = useState<AnyApiError>(null);
  const [fetching, setFetching] = useState(false);
  const fields = fieldErrorsOf(error);
  const name = (n: string, ar: string | null | undefined) => localName(n, ar, i18n.language);
  const money = (v: number) => formatIqd(v, i18n.language);
  const productList = products?.products.items ?? [];
  const productOptions = productList.filter((p) => p.active).map((p) => ({ value: p.id, label: name(p.name, p.nameAr) }));

  const setRow = (index: number, change: Partial<CartRow>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFetching(true);
    const items = rows.map((row) => ({ productId: row.productId ?? '', quantity: Number(row.quantity || 0), modifierOptionIds: row.modifierOptionIds }));
    const result = await client.query(PriceQuoteDocument, { branchId: branchId ?? '', channelId, items }, { requestPolicy: 'network-only' }).toPromise();
    setFetching(false);
    setError(result.error ?? null);
    setQuote(result.data?.priceQuote ?? null);
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('quote.title')}
      </Title>
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate aria-label={t('quote.cart')}>
          <Stack gap="sm">
            <FormError error={error} />
            <Group align="start">
              <Select label={t('orders.branch')} required data={choices.branches} value={branchId} onChange={setBranchId} error={fields.branchId} w={220} />
              <Select
                label={t('orders.channel')}
                placeholder={t('quote.noChannel')}
                clearable
                data={choices.channels}
                value={channelId}
                onChange={setChannelId}
                error={fields.channelId}
                w={220}
              />
            </Group>
            {rows.map((row, index) => {
              const product = productList.find((p) => p.id === row.productId);
              const options = (product?.modifierGroups ?? []).flatMap((g) =>
                g.options
                  .filter((o) => o.active)
                  .map((o) => ({ value: o.id, label: `${name(g.name, g.nameAr)}: ${name(o.name, o.nameAr)} (${money(o.priceDeltaIqd)})` })),
              );
              const at = `items[${index}]`;
              return (
                <Group key={index} align="start" data-testid={`cart-row-${index}`}>
                  <Select
                    label={t('quote.product', { n: index + 1 })}
                    searchable
                    data={productOptions}
                    value={row.productId}
                    onChange={(value) => setRow(index, { productId: value, modifierOptionIds: [] })}
                    error={fields[`${at}.productId`]}
                    w={240}
                  />
                  <NumberField
                    label={t('orders.quantity')}
                    allowDecimal={false}
                    min={1}
                    value={row.quantity}
                    onChange={(v) => setRow(index, { quantity: v })}
                    error={fields[`${at}.quantity`]}
                    w={100}
                  />
                  <MultiSelect
                    label={t('quote.modifiers')}
                    data={options}
                    value={row.modifierOptionIds}
                    onChange={(value) => setRow(index, { modifierOptionIds: value })}
                    error={fields[`${at}.modifierOptionIds`] ?? fields[`${at}.modifierOptionIds[0]`]}
                    w={320}
                  />
                  {rows.length > 1 && (
                    <ActionIcon
                      mt={28}
                      variant="subtle"
                      color="red"
                      aria-label={t('quote.removeLine', { n: index + 1 })}
                      onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
              );
            })}
            {fields.items && (
              <Text c="red" size="sm">
                {fields.items}
              </Text>
            )}
            <Group>
              <Button variant="light" onClick={() => setRows((current) => [...current, { productId: null, quantity: 1, modifierOptionIds: [] }])}>
                {t('quote.addLine')}
              </Button>
              <Button type="submit" loading={fetching}>
                {t('quote.price')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {quote && (
        <Stack data-testid="quote-result">
          <Text size="sm" c="dimmed">
            {t('quote.businessDate', { date: formatDate(quote.businessDate, i18n.language) })}
            {separator(i18n.language)}
            {t('quote.tier', { reason: quote.tier.reason })}
          </Text>
          <PricedLinesTable lines={quote.lines} showShelf />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder>
              <Title order={2} size="h5" mb="xs">
                {t('quote.promotions')}
              </Title>
              <Stack gap={6} data-testid="quote-promotions">
                {quote.promotionsConsidered.length === 0 && <Text c="dimmed">{t('quote.noPromotions')}</Text>}
                {quote.promotionsConsidered.map((p) => (
                  <div key={p.promotionId}>
                    <Group gap="xs">
                      <Text fw={600}>{p.name}</Text>
                      {p.applied ? (
                        <Badge color="teal">{t('quote.applied')}</Badge>
                      ) : (
                        <Badge color="gray">{p.rejection ? t(`salesEnum.${p.rejection}`, { defaultValue: p.rejection }) : t('quote.notApplied')}</Badge>
                      )}
                      {p.applied && <Text>− {money(p.discount)}</Text>}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {p.reason}
                    </Text>
                  </div>
                ))}
              </Stack>
            </Card>
            <Card withBorder>
              <PricedTotals
                testId="quote-totals"
                subtotal={quote.subtotal}
                promotion={quote.promotion ? { name: quote.promotion.name, discount: quote.discount } : null}
                taxes={quote.taxes}
                total={quote.total}
                taxesIncluded={quote.pricesIncludeTax}
              />
            </Card>
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
