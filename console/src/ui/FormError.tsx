import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError, type AnyApiError } from './errors';

/** The error of a whole form, announced to screen readers. */
export function FormError({ error }: { error: AnyApiError }) {
  const { t } = useTranslation();
  const text = describeError(error, t);
  if (!text) return null;
  return (
    <Alert color="red" role="alert" data-testid="form-error">
      {text}
    </Alert>
  );
}
