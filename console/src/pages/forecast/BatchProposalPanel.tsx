import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { RiceRoundingMethod } from '../../gql/graphql';
import { useMe, useSession } from '../../auth/session';
import { formatDate, formatQuantity, formatUnit, localName } from '../../ui/format';
import { explanationLines, modelName, percentile } from './forecast-format';

const ForecastBatchProposalDocument = graphql(`
  query ForecastBatchProposal(
    $branchId: UUID!
    $businessDate: LocalDate
    $chickenItemId: UUID
    $meatItemId: UUID
    $riceItemId: UUID
    $cookedRiceMultiplier: Float
    $riceRoundingMethod: RiceRoundingMethod
  ) {
    forecastBatchProposal(
      branchId: $branchId
      businessDate: $businessDate
      chickenItemId: $chickenItemId
      meatItemId: $meatItemId
      riceItemId: $riceItemId
      cookedRiceMultiplier: $cookedRiceMultiplier
      riceRoundingMethod: $riceRoundingMethod
    ) {
      businessDate
      available
      serviceLevel
      chickenCount
      meatKg
      rawRiceKg
      cookedRiceKg
      reservedRiceDirectSaleKg
      lines {
        role
        inventoryItemId
        itemName
        itemNameAr
        model
        quantity
        explanation {
          sameWeekdays {
            date
            usage
            soldOut
          }
          calendarKinds
          calendarEffect
          promotionEffect
          soldOutAdjustment
        }
      }
    }
  }
`);

export interface ProposedBatch {
  chickenItemId: string | null;
  chickenCount: number;
  meatItemId: string | null;
  meatKg: number;
  riceItemId: string | null;
  rawRiceKg: number;
  reservedRiceDirectSaleKg: number | null;
}

export interface ProposalContext {
  businessDate: string;
  chickenItemId: string | null;
  meatItemId: string | null;
  riceItemId: string | null;
  cookedRiceMultiplier: number | string;
  riceRoundingMethod: string | null;
}

const ROLE_UNIT: Record<string, string> = { Chicken: 'Piece', Meat: 'Kg', Rice: 'Kg', RiceSoldByWeight: 'Kg' };

/**
 * The forecast's proposal for a new batch (issue 53 item 4): the chickens, meat and raw rice of the
 * form's business day at the organisation's service level, rounded as the batch rules require, with
 * why (the same weekdays of the last weeks, the calendar, the sold-out adjustment). "Use proposal"
 * copies the figures into the form, where the person decides; the service records both.
 */
export function BatchProposalPanel({ context, onUse }: { context: ProposalContext; onUse: (proposal: ProposedBatch) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const me = useMe();
  const { can } = useSession();
  const multiplier =
    typeof context.cookedRiceMultiplier === 'number' && context.cookedRiceMultiplier >= 1 && context.cookedRiceMultiplier <= 4
      ? context.cookedRiceMultiplier
      : null;
  const [{ data }] = useQuery({
    query: ForecastBatchProposalDocument,
    variables: {
      branchId: me.branch.id,
      businessDate: /^\d{4}-\d{2}-\d{2}$/.test(context.businessDate) ? context.businessDate : null,
      chickenItemId: context.chickenItemId,
      meatItemId: context.meatItemId,
      riceItemId: context.riceItemId,
      cookedRiceMultiplier: multiplier,
      riceRoundingMethod: (context.riceRoundingMethod ?? null) as RiceRoundingMethod | null,
    },
    pause: !can('forecast:read'),
    requestPolicy: 'cache-and-network',
  });
  const proposal = data?.forecastBatchProposal;
  if (!proposal) return null;
  const title = t('proposal.title', { date: formatDate(proposal.businessDate, language) });
  if (!proposal.available || proposal.chickenCount === null || proposal.chickenCount === undefined) {
    return (
      <Alert color="gray" title={title} data-testid="batch-proposal">
        {t('proposal.none')}
      </Alert>
    );
  }
  const line = (role: string) => proposal.lines.find((l) => l.role === role);
  const figure = (label: string, value: number | null | undefined, unit: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {formatQuantity(value, language)} {formatUnit(unit, t)}
      </Text>
    </div>
  );
  return (
    <Card withBorder component="section" aria-labelledby="batch-proposal-title" data-testid="batch-proposal">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h5" id="batch-proposal-title">
            {title}
          </Title>
          <Button
            size="xs"
            onClick={() =>
              onUse({
                chickenItemId: line('Chicken')?.inventoryItemId ?? null,
                chickenCount: proposal.chickenCount ?? 0,
                meatItemId: line('Meat')?.inventoryItemId ?? null,
                meatKg: proposal.meatKg ?? 0,
                riceItemId: line('Rice')?.inventoryItemId ?? null,
                rawRiceKg: proposal.rawRiceKg ?? 0,
                reservedRiceDirectSaleKg: proposal.reservedRiceDirectSaleKg ?? null,
              })
            }
          >
            {t('proposal.use')}
          </Button>
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          {figure(t('proposal.chicken'), proposal.chickenCount, 'Piece')}
          {figure(t('proposal.meat'), proposal.meatKg, 'Kg')}
          {figure(t('proposal.rice'), proposal.rawRiceKg, 'Kg')}
        </SimpleGrid>
        {line('RiceSoldByWeight') && figure(t('proposal.reserved'), proposal.reservedRiceDirectSaleKg, 'Kg')}
        <Text size="xs" c="dimmed">
          {t('proposal.quantile', { level: percentile(proposal.serviceLevel) })}
        </Text>
        {proposal.lines.map((l) =>
          l.explanation ? (
            <div key={l.role}>
              <Text size="sm" fw={600}>
                {t('proposal.whyLine', {
                  input: t(`proposal.${l.role.toLowerCase()}`),
                  item: localName(l.itemName ?? '', l.itemNameAr, language),
                  model: modelName(l.model, t),
                })}
              </Text>
              {explanationLines(l.explanation, ROLE_UNIT[l.role] ?? 'Kg', language, t).map((text) => (
                <Text size="sm" key={text}>
                  {text}
                </Text>
              ))}
            </div>
          ) : null,
        )}
      </Stack>
    </Card>
  );
}
