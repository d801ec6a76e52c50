import { useState, type FormEvent } from 'react';
import { Alert, Button, FileInput, Group, List, Modal, Stack, Textarea } from '@mantine/core';
import { useMutation } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ImportBankStatementMutation } from '../../gql/graphql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';

const ImportBankStatementDocument = graphql(`
  mutation ImportBankStatement($bankAccountId: UUID!, $csv: String!) {
    importBankStatement(bankAccountId: $bankAccountId, csv: $csv) {
      id
      linesRead
      linesCreated
      duplicatesSkipped
      dateFrom
      dateTo
    }
  }
`);

/**
 * Pastes or uploads a statement CSV; the file is read in the browser and sent as text. A refused file
 * lists the service's messages by line ("line 4: Amount: is not an amount"), since nothing is imported.
 */
export function StatementImportDialog({ account, onClose }: { account: { id: string; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const [csv, setCsv] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportBankStatementMutation['importBankStatement'] | null>(null);
  const [state, importStatement] = useMutation(ImportBankStatementDocument);
  const problems = Object.entries(fieldErrorsOf(state.error));

  const pick = async (chosen: File | null) => {
    setFile(chosen);
    if (chosen) setCsv(await chosen.text());
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const answer = await importStatement({ bankAccountId: account.id, csv });
    if (answer.data) setResult(answer.data.importBankStatement);
  };
  const title = t('statementImport.title', { name: account.name });

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <FormError error={state.error} />
          {problems.length > 0 && (
            <Alert color="red" title={t('statementImport.problems')}>
              <List size="sm">
                {problems.map(([where, message]) => (
                  <List.Item key={where}>
                    {where}: {message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {result && (
            <Alert color="teal" role="status">
              {t('statementImport.result', {
                read: result.linesRead,
                created: result.linesCreated,
                duplicates: result.duplicatesSkipped,
                from: result.dateFrom,
                to: result.dateTo,
              })}
            </Alert>
          )}
          <FileInput label={t('statementImport.file')} accept=".csv,text/csv,text/plain" value={file} onChange={(chosen) => void pick(chosen)} clearable />
          <Textarea
            label={t('statementImport.paste')}
            dir="auto"
            autosize
            minRows={6}
            maxRows={14}
            value={csv}
            onChange={(e) => setCsv(e.currentTarget.value)}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
          <Group>
            <Button type="submit" loading={state.fetching}>
              {t('statementImport.submit')}
            </Button>
            <Button variant="subtle" onClick={onClose}>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
