import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { westernDigits } from '../../ui/number-text';
import { useTranslation } from 'react-i18next';
import { callGraphql } from '../../api/raw';
import { RegisterStartDocument, RegisterVerifyDocument } from '../../auth/operations';
import { useSession } from '../../auth/session';
import { deviceId } from '../../auth/token-store';
import { fieldErrorsOf, type AnyApiError } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { AuthFrame } from './AuthFrame';

/** Registration in two steps: the organisation and owner, then the mailed code with a password. */
export function RegisterPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState({ organizationName: '', branchName: '', baseCurrencyCode: 'IQD', ownerName: '', email: '' });
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<AnyApiError>(null);
  const [busy, setBusy] = useState(false);
  const fields = fieldErrorsOf(error);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: e.currentTarget.value }),
    error: fields[name],
    required: true,
  });

  const run = async (task: () => Promise<void>) => {
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

  const start = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { registerStart } = await callGraphql(RegisterStartDocument, { input: form });
      setCodeSentTo(registerStart.email);
    });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { registerVerify } = await callGraphql(RegisterVerifyDocument, { input: { email: form.email, code: code.trim(), password, deviceId: deviceId() } });
      await session.begin(registerVerify);
      void navigate('/', { replace: true });
    });
  };

  return (
    <AuthFrame title={t('auth.registerTitle')}>
      {codeSentTo === null ? (
        <form onSubmit={start} noValidate>
          <Stack>
            <FormError error={error} />
            <TextInput label={t('auth.organizationName')} {...field('organizationName')} />
            <TextInput label={t('auth.branchName')} {...field('branchName')} />
            <TextInput label={t('auth.baseCurrencyCode')} maxLength={3} {...field('baseCurrencyCode')} dir="ltr" />
            <TextInput label={t('auth.ownerName')} autoComplete="name" {...field('ownerName')} />
            <TextInput label={t('auth.email')} type="email" autoComplete="email" {...field('email')} />
            <Button type="submit" loading={busy}>
              {t('auth.sendCode')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <Stack>
            <Alert color="teal">{t('auth.codeSent', { email: codeSentTo })}</Alert>
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
              label={t('auth.choosePassword')}
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fields.password}
            />
            <Button type="submit" loading={busy}>
              {t('auth.finish')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/" size="sm">
        {t('auth.backToSignIn')}
      </Anchor>
    </AuthFrame>
  );
}
