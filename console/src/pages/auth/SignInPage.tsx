import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callGraphql } from '../../api/raw';
import { LoginDocument, MeDocument, SwitchBranchDocument } from '../../auth/operations';
import { useSession } from '../../auth/session';
import { deviceId, lastBranchId, type IssuedTokens, type SessionEndReason } from '../../auth/token-store';
import { errorCode, fieldErrorsOf, type AnyApiError } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { localName } from '../../ui/format';
import { AuthFrame } from './AuthFrame';
import { chooseBranchStep, type BranchChoice } from './sign-in-rules';

type LoginTokens = IssuedTokens & { branch: { id: string } };

/**
 * Sign-in by e-mail and password. The branch is never typed: the browser's last branch is tried
 * first, then the member's default; someone who works in several branches and signs in on this
 * browser for the first time picks one by name after the password was accepted.
 */
export function SignInPage({ reason }: { reason?: SessionEndReason }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Only a member of several organisations who never signed in on this browser needs it (the service asks, 422).
  const [branchId, setBranchId] = useState<string | null>(null);
  const [choice, setChoice] = useState<{ tokens: LoginTokens; branches: BranchChoice[] } | null>(null);
  const [error, setError] = useState<AnyApiError>(null);
  const [busy, setBusy] = useState(false);
  const fields = fieldErrorsOf(error);

  const login = (branch: string | null) =>
    callGraphql(LoginDocument, { input: { email, password, branchId: branch, deviceId: deviceId() } }).then((result) => result.login as LoginTokens);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const remembered = branchId?.trim() || lastBranchId() || null;
      let tokens: LoginTokens;
      try {
        tokens = await login(remembered);
      } catch (caught) {
        // The remembered branch may be gone, deactivated or outside the membership now: fall back to the default.
        const code = errorCode(caught as Error);
        if (
          !remembered ||
          branchId ||
          !(code === 'FORBIDDEN' || code === 'TENANT_MISMATCH' || code === 'NOT_FOUND' || (code === 'VALIDATION' && fieldErrorsOf(caught as Error).branchId))
        )
          throw caught;
        tokens = await login(null);
      }
      const { me } = await callGraphql(MeDocument, {}, tokens.accessToken);
      if (chooseBranchStep(me.branches.length, remembered !== null)) {
        setChoice({ tokens, branches: me.branches });
        setBusy(false);
        return;
      }
      await session.begin(tokens);
    } catch (caught) {
      if (errorCode(caught as Error) === 'VALIDATION' && fieldErrorsOf(caught as Error).branchId && branchId === null) setBranchId('');
      setError(caught as Error);
      setBusy(false);
    }
  };

  const pick = async (branch: BranchChoice) => {
    if (!choice) return;
    setBusy(true);
    setError(null);
    try {
      if (branch.id === choice.tokens.branch.id) await session.begin(choice.tokens);
      else {
        const { switchBranch } = await callGraphql(SwitchBranchDocument, { input: { branchId: branch.id } }, choice.tokens.accessToken);
        await session.begin(switchBranch);
      }
    } catch (caught) {
      setError(caught as Error);
      setBusy(false);
    }
  };

  if (choice) {
    return (
      <AuthFrame title={t('auth.chooseBranchTitle')}>
        <Text size="sm">{t('auth.chooseBranchHelp')}</Text>
        <FormError error={error} />
        <Stack gap="xs" role="list" aria-label={t('auth.chooseBranchTitle')}>
          {choice.branches.map((branch) => (
            <UnstyledButton
              key={branch.id}
              role="listitem"
              className="branch-choice"
              disabled={busy}
              onClick={() => void pick(branch)}
              data-testid="branch-choice"
              data-branch-id={branch.id}
            >
              <Text fw={600}>{localName(branch.name, branch.nameAr, i18n.language === 'ar' ? 'ar' : 'en')}</Text>
              <Text size="xs" c="dimmed" dir="ltr">
                {branch.code}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('auth.signInTitle')}>
      {reason === 'expired' && <Alert color="yellow">{t('auth.expired')}</Alert>}
      <form onSubmit={submit} noValidate>
        <Stack>
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
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fields.password}
          />
          {branchId !== null && (
            <TextInput
              label={t('auth.branchId')}
              description={t('auth.branchIdHelp')}
              value={branchId}
              onChange={(e) => setBranchId(e.currentTarget.value)}
              error={fields.branchId}
              dir="ltr"
            />
          )}
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
          <Anchor component={Link} to="/accept-invitation" size="sm">
            {t('auth.invited')}
          </Anchor>
        </Stack>
      </form>
    </AuthFrame>
  );
}
