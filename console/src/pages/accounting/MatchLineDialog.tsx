import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Group, Loader, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { MatchType } from '../../gql/graphql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { enumLabel, formatMinor, useMoneyEnumOptions } from './money-ui';
import { formatDate, separator } from '../../ui/format';

const SuggestionsDocument = graphql(`
  query StatementLineSuggestions($id: UUID!) {
    bankStatementLineSuggestions(id: $id) {
      matchType
      matchedRef
      label
      amount
      date
      score
      reasons {
        kind
        points
        detail
      }
    }
  }
`);
const MatchLineDocument = graphql(`
  mutation MatchStatementLine($id: UUID!, $input: MatchStatementLineInput!) {
    matchBankStatementLine(id: $id, input: $input) {
      ...StatementLineRow
    }
  }
`);

const MATCH_TYPES: MatchType[] = [
  'HrAdvance',
  'HrLoanDisbursement',
  'HrLoanInstallment',
  'SupplierPayment',
  'Transfer',
  'EodSettlement',
  'SalesSettlement',
  'Other',
];

/**
 * Matches an Unmatched line: the service's ranked suggestions with each reason and its points, or a
 * record named by hand (Other needs a note). Errors of either way show in the dialog.
 */
export function MatchLineDialog({
  line,
  currencyCode,
  onClose,
}: {
  line: { id: string; date: string; amount: number };
  currencyCode: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [{ data, fetching, error }] = useQuery({ query: SuggestionsDocument, variables: { id: line.id }, requestPolicy: 'network-only' });
  const [state, match] = useMutation(MatchLineDocument);
  const [manual, setManual] = useState({ matchType: 'Other' as string | null, matchedRef: '', note: '' });
  const typeOptions = useMoneyEnumOptions(MATCH_TYPES);
  const fields = fieldErrorsOf(state.error);
  const title = t('statementLines.matchTitle', { date: formatDate(line.date, i18n.language), amount: formatMinor(line.amount, currencyCode, i18n.language) });

  const send = async (input: { matchType: MatchType; matchedRef: string; note?: string | null }) => {
    const result = await match({ id: line.id, input });
    if (!result.error) onClose();
  };
  const submitManual = (event: FormEvent) => {
    event.preventDefault();
    void send({ matchType: (manual.matchType ?? 'Other') as MatchType, matchedRef: manual.matchedRef, note: manual.note || null });
  };
  const suggestions = data?.bankStatementLineSuggestions ?? [];

  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      <Stack gap="sm">
        <FormError error={error ?? state.error} />
        <Title order={2} size="h5">
          {t('statementLines.suggestions')}
        </Title>
        {fetching && <Loader size="sm" aria-label={t('app.loading')} />}
        {!fetching && suggestions.length === 0 && <Text c="dimmed">{t('statementLines.noSuggestions')}</Text>}
        <ul aria-label={t('statementLines.suggestions')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {suggestions.map((s) => (
            <li key={`${s.matchType}:${s.matchedRef}`} aria-label={s.label}>
              <Card withBorder padding="sm" mb="xs">
                <Group justify="space-between" align="start">
                  <Stack gap={2}>
                    <Text fw={600} dir="auto">
                      {enumLabel(t, s.matchType)}: {s.label}
                    </Text>
                    <Text size="sm">
                      {formatMinor(s.amount, currencyCode, i18n.language)} {s.date ? `${separator(i18n.language)}${formatDate(s.date, i18n.language)}` : ''}
                    </Text>
                    <Group gap={4}>
                      {s.reasons.map((r) => (
                        <Badge key={r.kind} variant="light" color="blue" title={r.detail}>
                          {enumLabel(t, r.kind)} {t('statementLines.points', { points: r.points })}
                        </Badge>
                      ))}
                    </Group>
                    <Text size="xs" c="dimmed" dir="auto">
                      {s.reasons.map((r) => r.detail).join(separator(i18n.language))}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="end">
                    <Badge size="lg" color="teal">
                      {t('statementLines.score', { score: s.score })}
                    </Badge>
                    <Button
                      size="xs"
                      loading={state.fetching}
                      onClick={() => void send({ matchType: s.matchType, matchedRef: s.matchedRef })}
                      aria-label={`${t('statementLines.useSuggestion')}: ${s.label}`}
                    >
                      {t('statementLines.useSuggestion')}
                    </Button>
                  </Stack>
                </Group>
              </Card>
            </li>
          ))}
        </ul>
        <form onSubmit={submitManual} noValidate aria-label={t('statementLines.other')}>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('statementLines.other')}
            </Title>
            <Group align="start" grow>
              <Select
                label={t('statementLines.matchType')}
                data={typeOptions}
                value={manual.matchType}
                onChange={(value) => setManual({ ...manual, matchType: value })}
                error={fields.matchType}
              />
              <TextInput
                label={t('statementLines.matchedRef')}
                required
                value={manual.matchedRef}
                onChange={(e) => setManual({ ...manual, matchedRef: e.currentTarget.value })}
                error={fields.matchedRef}
              />
              <TextInput
                label={t('statementLines.note')}
                value={manual.note}
                onChange={(e) => setManual({ ...manual, note: e.currentTarget.value })}
                error={fields.note}
              />
            </Group>
            <Group>
              <Button type="submit" loading={state.fetching}>
                {t('statementLines.match')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
