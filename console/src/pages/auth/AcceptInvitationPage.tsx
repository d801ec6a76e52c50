import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { westernDigits } from '../../ui/number-text';
import { useTranslation } from 'react-i18next';
import { callGraphql } from '../../api/raw';
import { ActivateAccountDocument, ResendCodeDocument } from '../../auth/operations';
import { useSession } from '../../auth/session';
import { deviceId } from '../../auth/token-store';
import type { ResendCodePurpose } from '../../gql/graphql';
import { fieldErrorsOf, type AnyApiError } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { AuthFrame } from './AuthFrame';
import { invitationFromLink } from './sign-in-rules';

/**
 * Where the invitation e-mail's link lands: the address and code come prefilled from the link, the
 * invitee chooses a password (or confirms theirs, if they already have an account) and is signed in.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [linked] = useState(() => invitationFromLink(location.search, window.location.hash));
  const [email, setEmail] = useState(linked.email);
  const [code, setCode] = useState(linked.code);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<AnyApiError>(null);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);
  const fields = fieldErrorsOf(error);

  const accept = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setResent(false);
    try {
      const { activateAccount } = await callGraphql(ActivateAccountDocument, { input: { email, code: code.trim(), password, deviceId: deviceId() } });
      // The code must not stay in the address bar or the history once it is spent.
      window.history.replaceState(null, '', window.location.pathname);
      await session.begin(activateAccount);
      void navigate('/', { replace: true });
    } catch (caught) {
      setError(caught as Error);
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    setResent(false);
    try {
      await callGraphql(ResendCodeDocument, { input: { email, purpose: 'Activation' as ResendCodePurpose } });
      setResent(true);
    } catch (caught) {
      setError(caught as Error);
    }
  };

  return (
    <AuthFrame title={t('auth.acceptTitle')}>
      <Text size="sm">{t('auth.acceptHelp')}</Text>
      <form onSubmit={accept} noValidate>
        <Stack>
          {resent && <Alert color="teal">{t('auth.codeSent', { email })}</Alert>}
          <FormError error={error} />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fields.email}
          />
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
            label={t('auth.acceptPassword')}
            description={t('auth.acceptPasswordHelp')}
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fields.password}
          />
          <Button type="submit" loading={busy}>
            {t('auth.acceptSubmit')}
          </Button>
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={() => void resend()} disabled={!email}>
              {t('auth.resendCode')}
            </Anchor>
            <Anchor component={Link} to="/" size="sm">
              {t('auth.backToSignIn')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthFrame>
  );
}
