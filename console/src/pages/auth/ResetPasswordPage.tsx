import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { westernDigits } from '../../ui/number-text';
import { useTranslation } from 'react-i18next';
import { callGraphql } from '../../api/raw';
import { ForgotPasswordDocument, ResetPasswordDocument } from '../../auth/operations';
import { fieldErrorsOf, type AnyApiError } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { AuthFrame } from './AuthFrame';

/** Forgot password: the address, then the mailed code with the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'email' | 'code' | 'done'>('email');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<AnyApiError>(null);
  const [busy, setBusy] = useState(false);
  const fields = fieldErrorsOf(error);

  const run = (task: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (caught) {
      setError(caught as Error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={t('auth.resetTitle')}>
      {step === 'email' && (
        <form
          noValidate
          onSubmit={run(async () => {
            await callGraphql(ForgotPasswordDocument, { input: { email } });
            setStep('code');
          })}
        >
          <Stack>
            <FormError error={error} />
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fields.email}
            />
            <Button type="submit" loading={busy}>
              {t('auth.sendCode')}
            </Button>
          </Stack>
        </form>
      )}
      {step === 'code' && (
        <form
          noValidate
          onSubmit={run(async () => {
            await callGraphql(ResetPasswordDocument, { input: { email, code: code.trim(), password } });
            setStep('done');
          })}
        >
          <Stack>
            <Alert color="teal">{t('auth.codeSent', { email })}</Alert>
            <FormError error={error} />
            <TextInput
              label={t('auth.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(e) => setCode(westernDigits(e.currentTarget.value))}
              error={fields.code}
              dir="ltr"
            />
            <PasswordInput
              label={t('auth.newPassword')}
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fields.password}
            />
            <Button type="submit" loading={busy}>
              {t('auth.setPassword')}
            </Button>
          </Stack>
        </form>
      )}
      {step === 'done' && <Alert color="teal">{t('auth.resetDone')}</Alert>}
      <Anchor component={Link} to="/" size="sm">
        {t('auth.backToSignIn')}
      </Anchor>
    </AuthFrame>
  );
}
