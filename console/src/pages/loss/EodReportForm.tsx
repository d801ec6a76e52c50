import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { EodReportRowFragment, EodReportSource } from '../../gql/graphql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { withDerivedTotals } from './eod-rules';

const CreateEodReportDocument = graphql(`
  mutation CreateEodReport($input: CreateEodReportInput!) {
    createEodReport(input: $input) {
      ...EodReportRow
    }
  }
`);
const UpdateEodReportDocument = graphql(`
  mutation UpdateEodReport($id: UUID!, $input: UpdateEodReportInput!) {
    updateEodReport(id: $id, input: $input) {
      ...EodReportRow
    }
  }
`);
const ParseEodReportDocument = graphql(`
  mutation ParseEodReport($input: ParseEodReportInput!) {
    parseEodReport(input: $input) {
      candidate {
        businessDate
        grossSalesIqd
        netSalesIqd
        cashSalesIqd
        cardSalesIqd
        qiSalesIqd
        deliverySalesIqd
        source
      }
      warnings
      missingFields
    }
  }
`);

const FIGURES = ['grossSalesIqd', 'netSalesIqd', 'cashSalesIqd', 'cardSalesIqd', 'qiSalesIqd', 'deliverySalesIqd'] as const;
type Figure = (typeof FIGURES)[number];
const FIELD_LABELS: Record<string, string> = {
  businessDate: 'eod.businessDate',
  grossSalesIqd: 'eod.gross',
  netSalesIqd: 'eod.net',
  cashSalesIqd: 'eod.cash',
  cardSalesIqd: 'eod.card',
  qiSalesIqd: 'eod.qi',
  deliverySalesIqd: 'eod.delivery',
};
const LABELS: Record<Figure, string> = {
  grossSalesIqd: 'eod.gross',
  netSalesIqd: 'eod.net',
  cashSalesIqd: 'eod.cash',
  cardSalesIqd: 'eod.card',
  qiSalesIqd: 'eod.qi',
  deliverySalesIqd: 'eod.delivery',
};
type Figures = Record<Figure, number | string>;

function figuresOf(report?: Partial<Record<Figure, number | null>>): Figures {
  return Object.fromEntries(FIGURES.map((key) => [key, report?.[key] ?? ''])) as Figures;
}

/** An empty optional payment stays out of the body; gross and net are sent as typed (the service checks them). */
function bodyOf(figures: Figures) {
  return Object.fromEntries(
    FIGURES.map((key) => [key, figures[key] === '' ? (key === 'grossSalesIqd' || key === 'netSalesIqd' ? null : undefined) : Number(figures[key])]),
  );
}

/**
 * Records a business day's figures (typed in, or read from pasted report text and checked before
 * saving), or changes the figures of a saved report; IQD with thousands separators.
 */
export function EodReportForm({ report, onDone }: { report?: EodReportRowFragment; onDone?: () => void }) {
  const { t, i18n } = useTranslation();
  const [businessDate, setBusinessDate] = useState('');
  const [figures, setFigures] = useState<Figures>(figuresOf(report ?? undefined));
  const [source, setSource] = useState<EodReportSource | null>(null);
  const [text, setText] = useState('');
  const [derived, setDerived] = useState<Figure[]>([]);
  const [done, setDone] = useState(false);
  const [createState, create] = useMutation(CreateEodReportDocument);
  const [updateState, save] = useMutation(UpdateEodReportDocument);
  const [parseState, parse] = useMutation(ParseEodReportDocument);
  const state = report ? updateState : createState;
  const fields = fieldErrorsOf(state.error);
  const parsed = parseState.data?.parseEodReport;

  const read = async () => {
    const result = await parse({ input: { text } });
    const candidate = result.data?.parseEodReport.candidate;
    if (!candidate) return;
    if (candidate.businessDate) setBusinessDate(candidate.businessDate);
    const completed = withDerivedTotals(candidate);
    setFigures(figuresOf(completed.figures));
    setDerived(completed.derived);
    setSource(candidate.source);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const body = bodyOf(figures);
    const result = report
      ? await save({ id: report.id, input: body })
      : await create({ input: { ...body, businessDate, source } as Parameters<typeof create>[0]['input'] });
    if (result.error) return;
    // A new report closes its dialog and the list says so; a changed one says so in place.
    if (report) setDone(true);
    onDone?.();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={report ? t('common.edit') : t('eod.new')}>
      <Stack gap="sm">
        <FormError error={state.error ?? parseState.error} />
        {done && <Alert color="teal">{t('eod.saved')}</Alert>}
        {!report && (
          <>
            <Textarea label={t('eod.paste')} dir="auto" autosize minRows={2} maxRows={10} value={text} onChange={(e) => setText(e.currentTarget.value)} />
            <Group>
              <Button variant="light" onClick={() => void read()} loading={parseState.fetching} disabled={text.trim() === ''}>
                {t('eod.parse')}
              </Button>
            </Group>
            {parsed && (
              <Alert color={parsed.warnings.length > 0 || parsed.missingFields.length > 0 ? 'yellow' : 'blue'} role="status">
                {t('eod.parsed')}
                {parsed.missingFields.filter((field) => !derived.includes(field as Figure)).length > 0 && (
                  <div>
                    {t('eod.missing', {
                      fields: parsed.missingFields
                        .filter((field) => !derived.includes(field as Figure))
                        .map((field) => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field))
                        .join(i18n.language === 'ar' ? '، ' : ', '),
                    })}
                  </div>
                )}
                {derived.map((field) => (
                  <div key={field}>{t(field === 'netSalesIqd' ? 'eod.derivedNet' : 'eod.derivedGross')}</div>
                ))}
                {parsed.warnings.map((warning) => (
                  <div key={warning}>{warning}</div>
                ))}
              </Alert>
            )}
            <TextInput
              label={t('eod.businessDate')}
              type="date"
              required
              value={businessDate}
              onChange={(e) => setBusinessDate(e.currentTarget.value)}
              error={fields.businessDate}
              w={220}
            />
          </>
        )}
        <Group align="start" grow>
          {FIGURES.slice(0, 2).map((key) => (
            <NumberField
              key={key}
              label={t(LABELS[key])}
              required
              thousandSeparator=","
              allowDecimal={false}
              value={figures[key]}
              onChange={(value) => setFigures({ ...figures, [key]: value })}
              error={fields[key]}
            />
          ))}
        </Group>
        <Group align="start" grow>
          {FIGURES.slice(2).map((key) => (
            <NumberField
              key={key}
              label={t(LABELS[key])}
              thousandSeparator=","
              allowDecimal={false}
              value={figures[key]}
              onChange={(value) => setFigures({ ...figures, [key]: value })}
              error={fields[key]}
            />
          ))}
        </Group>
        <Group>
          <Button type="submit" loading={state.fetching}>
            {report ? t('common.save') : t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
