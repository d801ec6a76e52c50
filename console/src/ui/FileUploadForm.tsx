import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';

interface FileUploadFormProps {
  /** The form's accessible name. */
  label: string;
  /** A heading inside the panel, above the fields. */
  heading?: ReactNode;
  /** The fields that say where the file goes, before the file input. */
  fields: ReactNode;
  /** Fields about the file's contents, after the file input. */
  fieldsAfterFile?: ReactNode;
  fileLabel: string;
  accept: string;
  fileError?: string;
  clearable?: boolean;
  submitLabel: string;
  submitting: boolean;
  /** False while a field the upload needs is empty (the file is checked here). */
  ready: boolean;
  /** The file formats and columns the service reads. */
  help: string;
  onUpload: (file: File) => Promise<void>;
  /** The upload's outcome and errors, under the help. */
  children?: ReactNode;
}

/** A panel that uploads one file (a terminal's attendance export, a delivery platform's payout) with the fields that go with it. */
export function FileUploadForm({
  label,
  heading,
  fields,
  fieldsAfterFile,
  fileLabel,
  accept,
  fileError,
  clearable,
  submitLabel,
  submitting,
  ready,
  help,
  onUpload,
  children,
}: FileUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (file) await onUpload(file);
  };
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={label}>
        <Stack gap="sm">
          {heading}
          <Group align="end" wrap="wrap">
            {fields}
            <FileInput label={fileLabel} required accept={accept} value={file} onChange={setFile} clearable={clearable} w={260} maw="100%" error={fileError} />
            {fieldsAfterFile}
            <Button type="submit" loading={submitting} disabled={!ready || !file}>
              {submitLabel}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {help}
          </Text>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
