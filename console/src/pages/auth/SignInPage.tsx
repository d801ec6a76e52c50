import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callGraphql } from '../../api/raw';
import { LoginDocument } from '../../auth/operations';
import { useSession } from '../../auth/session';
import { deviceId, lastBranchId, type SessionEndReason } from '../../auth/token-store';
import { fieldErrorsOf, type AnyApiError } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { AuthFrame } from './AuthFrame';

export function SignInPage({ reason }: { reason?: SessionEndReason }) {
  const { t } = useTranslation();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [branchId, setBranchId] = useState(lastBranchId());
  const [error, setError] = useState<AnyApiError>(null);
  const [busy, setBusy] = useState(false);
  const fields = fieldErrorsOf(error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { login } = await callGraphql(LoginDocument, { input: { email, password, branchId: branchId.trim() || null, deviceId: deviceId() } });
      await session.begin(login);
    } catch (caught) {
      setError(caught as Error);
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={t('auth.signInTitle')}>
      {reason === 'expired' && <Alert color="yellow">{t('auth.expired')}</Alert>}
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError error={error} />
          <TextInput label={t('auth.email')} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={fields.email} />
          <PasswordInput label={t('auth.password')} autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={fields.password} />
          <TextInput label={t('auth.branchId')} description={t('auth.branchIdHelp')} value={branchId} onChange={(e) => setBranchId(e.currentTarget.value)} error={fields.branchId} dir="ltr" />
          <Button type="submit" loading={busy}>
            {t('auth.signIn')}
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/register" size="sm">
              {t('auth.register')}
            </Anchor>
            <Anchor component={Link} to="/reset-password" size="sm">
              {t('auth.forgot')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthFrame>
  );
}
