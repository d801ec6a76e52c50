import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { formatDateTime, formatIqd, separator } from '../../ui/format';
import { PurchasingBadge, purchasingEnumLabel } from './PurchasingBadge';

/** An approval request of a purchase order or invoice with its decision steps. */
graphql(`
  fragment ApprovalRequestDetail on ApprovalRequest {
    id
    status
    amountIqd
    reason
    requestedAt
    requestedBy
    history {
      id
      action
      at
      note
    }
  }
`);

interface RequestView {
  id: string;
  status: string;
  amountIqd: number;
  reason: string;
  requestedAt: string;
  history: Array<{ id: string; action: string; at: string; note?: string | null }>;
}

/** The approval requests of a document, oldest first, each with its decision steps. */
export function ApprovalHistory({ requests }: { requests: RequestView[] }) {
  const { t, i18n } = useTranslation();
  if (requests.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="approval-history">
      <Title order={2} size="h4">
        {t('approvals.history')}
      </Title>
      {requests.map((request) => (
        <Card withBorder key={request.id} padding="sm">
          <Group gap="xs">
            <PurchasingBadge value={request.status} />
            <Text fw={600}>{formatIqd(request.amountIqd, i18n.language)}</Text>
            <Text size="sm" c="dimmed">
              {request.reason}
            </Text>
          </Group>
          <Stack gap={2} mt={6}>
            {request.history.map((step) => (
              <Text key={step.id} size="sm">
                {formatDateTime(step.at, i18n.language)}
                {separator(i18n.language)}
                {purchasingEnumLabel(t, step.action)}
                {step.note ? `: ${step.note}` : ''}
              </Text>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
