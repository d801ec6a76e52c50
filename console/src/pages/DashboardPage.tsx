import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql';
import { useMe, useSession } from '../auth/session';
import { businessDateIn, formatDate, formatDateTime, formatNumber, localName } from '../ui/format';
import { FormError } from '../ui/FormError';
import { StatusBadge } from '../ui/StatusBadge';
import { Link } from 'react-router';
import { OwnerDashboard } from './analytics/OwnerDashboard';

const TodaysBatchesDocument = graphql(`
  query TodaysBatches($filter: BatchFilter) {
    batches(filter: $filter, list: { perPage: 50 }) {
      items {
        id
        status
        businessDate
        chickenCount
      }
      total
    }
  }
`);

const PendingHrDocument = graphql(`
  query PendingHr {
    advances(filter: { status: Pending }, list: { perPage: 1 }) {
      total
    }
    loans(filter: { status: Pending }, list: { perPage: 1 }) {
      total
    }
    leaveRequests(filter: { status: Pending }, list: { perPage: 1 }) {
      total
    }
  }
`);

const WebhookHealthDocument = graphql(`
  query WebhookHealth {
    webhookSubscriptions(list: { perPage: 100 }) {
      items {
        id
        url
        failingSince
        consecutiveFailures
      }
    }
  }
`);

/**
 * The first page after sign-in: for members who may read analytics, the owner's view of every branch
 * they cover comes first; then the active branch at a glance, each card only when the role may read
 * what it counts.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const { can } = useSession();
  const today = businessDateIn(me.branch.timeZone, me.organization.businessDayStartHour);
  const [batches] = useQuery({ query: TodaysBatchesDocument, variables: { filter: { from: today, to: today } }, pause: !can('production:read') });
  const [hr] = useQuery({ query: PendingHrDocument, pause: !can('hr:decide') });
  const [webhooks] = useQuery({ query: WebhookHealthDocument, pause: !can('developers:manage') });
  const failing = (webhooks.data?.webhookSubscriptions.items ?? []).filter((s) => s.failingSince);

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('dashboard.title')}
      </Title>
      <Text c="dimmed">
        {t('dashboard.branchToday', { branch: localName(me.branch.name, me.branch.nameAr, i18n.language), date: formatDate(today, i18n.language) })}
      </Text>
      {can('analytics:read') && <OwnerDashboard />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {can('production:read') && (
          <Card withBorder component="section" aria-labelledby="dash-batches">
            <Title order={2} size="h4" id="dash-batches">
              {t('dashboard.batchesToday')}
            </Title>
            <FormError error={batches.error} />
            {batches.data?.batches.items.length === 0 && <Text c="dimmed">{t('dashboard.noBatches')}</Text>}
            <List>
              {batches.data?.batches.items.map((batch) => (
                <List.Item key={batch.id}>
                  <Anchor component={Link} to={`/production/batches/${batch.id}`}>
                    {formatDate(batch.businessDate, i18n.language)}
                  </Anchor>{' '}
                  <StatusBadge value={batch.status} />
                </List.Item>
              ))}
            </List>
          </Card>
        )}
        {can('hr:decide') && (
          <Card withBorder component="section" aria-labelledby="dash-hr">
            <Title order={2} size="h4" id="dash-hr">
              {t('dashboard.pendingHr')}
            </Title>
            <FormError error={hr.error} />
            {hr.data && (
              <List>
                <List.Item>
                  {t('dashboard.advances')}: {formatNumber(hr.data.advances.total, i18n.language)}
                </List.Item>
                <List.Item>
                  {t('dashboard.loans')}: {formatNumber(hr.data.loans.total, i18n.language)}
                </List.Item>
                <List.Item>
                  {t('dashboard.leave')}: {formatNumber(hr.data.leaveRequests.total, i18n.language)}
                </List.Item>
              </List>
            )}
          </Card>
        )}
        {can('developers:manage') && (
          <Card withBorder component="section" aria-labelledby="dash-webhooks">
            <Title order={2} size="h4" id="dash-webhooks">
              {t('dashboard.failingWebhooks')}
            </Title>
            <FormError error={webhooks.error} />
            {webhooks.data && failing.length === 0 && <Text c="dimmed">{t('dashboard.noFailing')}</Text>}
            <List>
              {failing.map((s) => (
                <List.Item key={s.id}>
                  <Text span className="secret">
                    {s.url}
                  </Text>{' '}
                  — {t('dashboard.failingSince', { at: formatDateTime(s.failingSince, i18n.language) })} ({s.consecutiveFailures})
                </List.Item>
              ))}
            </List>
          </Card>
        )}
      </SimpleGrid>
    </Stack>
  );
}
