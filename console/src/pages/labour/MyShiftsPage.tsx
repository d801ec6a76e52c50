import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { PageHeader } from '../../ui/CreateDialog';
import { FormError } from '../../ui/FormError';
import { NoteDialog } from '../../ui/NoteDialog';
import { StatusBadge } from '../../ui/StatusBadge';
import { formatDate, localDigits } from '../../ui/format';
import { todayLocal } from './roster-week';

const MyShiftsDocument = graphql(`
  query MyShifts($filter: MyShiftFilter) {
    myShifts(list: { perPage: 50 }, filter: $filter) {
      items {
        id
        startDate
        startTime
        endDate
        endTime
        breakMinutes
        note
      }
    }
    shiftSwapRequests(list: { perPage: 20 }) {
      items {
        id
        status
        shiftId
        requesterName
        coverName
      }
    }
  }
`);

const RequestSwapDocument = graphql(`
  mutation RequestShiftSwap($input: RequestShiftSwapInput!) {
    requestShiftSwap(input: $input) {
      id
      status
    }
  }
`);

const WithdrawSwapDocument = graphql(`
  mutation WithdrawShiftSwap($id: UUID!) {
    withdrawShiftSwap(id: $id) {
      id
      status
    }
  }
`);

const MY_CONTEXT = { additionalTypenames: ['Shift', 'ShiftSwapRequest'] };

/** Self-service: the caller's published shifts from today, and asking for cover (a manager decides). */
export function MyShiftsPage() {
  const { t, i18n } = useTranslation();
  const [{ data, error }] = useQuery({ query: MyShiftsDocument, variables: { filter: { from: todayLocal() } }, context: MY_CONTEXT });
  const [askState, ask] = useMutation(RequestSwapDocument);
  const [withdrawState, withdraw] = useMutation(WithdrawSwapDocument);
  const [asking, setAsking] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const time = (value: string) => localDigits(value, i18n.language);
  const requests = data?.shiftSwapRequests.items ?? [];
  const pendingFor = (shiftId: string) => requests.find((r) => r.shiftId === shiftId && r.status === 'Pending');

  return (
    <Stack>
      <PageHeader title={t('myShifts.title')} />
      <FormError error={error ?? withdrawState.error} />
      {asked && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setAsked(false)}>
          {t('myShifts.asked')}
        </Alert>
      )}
      {data && data.myShifts.items.length === 0 && <Text>{t('myShifts.none')}</Text>}
      {data?.myShifts.items.map((shift) => {
        const pending = pendingFor(shift.id);
        return (
          <Card
            key={shift.id}
            withBorder
            padding="sm"
            component="section"
            aria-label={`${formatDate(shift.startDate, i18n.language)} ${time(shift.startTime)}`}
          >
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={600}>{formatDate(shift.startDate, i18n.language)}</Text>
                <Text>
                  {time(shift.startTime)}–{time(shift.endTime)}
                  {shift.endDate !== shift.startDate ? ` (${formatDate(shift.endDate, i18n.language)})` : ''}
                </Text>
                {shift.breakMinutes > 0 && (
                  <Text size="sm" c="dimmed">
                    {t('rosters.breakMinutes')}: {localDigits(String(shift.breakMinutes), i18n.language)}
                  </Text>
                )}
                {shift.note && <Text size="sm">{shift.note}</Text>}
              </div>
              {pending ? (
                <Group gap="xs">
                  <StatusBadge value="Pending" />
                  <Button size="xs" variant="subtle" loading={withdrawState.fetching} onClick={() => void withdraw({ id: pending.id }, MY_CONTEXT)}>
                    {t('myShifts.withdraw')}
                  </Button>
                </Group>
              ) : (
                <Button size="xs" variant="light" onClick={() => setAsking(shift.id)}>
                  {t('myShifts.askCover')}
                </Button>
              )}
            </Group>
          </Card>
        );
      })}
      {asking && (
        <NoteDialog
          title={t('myShifts.askCover')}
          label={t('myShifts.reason')}
          submitLabel={t('myShifts.askCover')}
          onClose={() => setAsking(null)}
          onSubmit={async (note) => {
            const result = await ask({ input: { shiftId: asking, note: note || null } }, MY_CONTEXT);
            if (!result.error) setAsked(true);
            return result;
          }}
        />
      )}
      <FormError error={askState.error} />
    </Stack>
  );
}
