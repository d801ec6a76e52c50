import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Alert, AppShell, Burger, Button, Group, NavLink, SegmentedControl, Select, Stack, Text, useDirection } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useMe, useSession } from '../auth/session';
import { applyDigits, applyLanguage, directionOf, type Language } from '../i18n';
import { arabicDigitSystem } from '../ui/format';
import { localName } from '../ui/format';
import { describeError } from '../ui/errors';
import { visibleNavigation } from './navigation';

export function Shell() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below the md breakpoint the navigation slides away; inert keeps keyboard focus out of it then.
  const narrow = useMediaQuery('(max-width: 62em)') ?? false;
  const { setDirection } = useDirection();
  const location = useLocation();
  const [switchError, setSwitchError] = useState<string | null>(null);
  const language = i18n.language as Language;

  const changeLanguage = (value: string) => {
    const next = value === 'ar' ? 'ar' : 'en';
    applyLanguage(next);
    setDirection(directionOf(next));
  };

  const changeBranch = async (branchId: string | null) => {
    if (!branchId || branchId === me.branch.id) return;
    setSwitchError(null);
    await session.switchBranch(branchId).catch((error: Error) => setSwitchError(describeError(error, t)));
  };

  // The branch, the language, the digits and sign-out: in the header on a wide screen; on a phone
  // the header has no room for them, so they open with the navigation, at its top.
  const controls = (
    <>
      <Select
        aria-label={t('shell.branch')}
        data-testid="branch-switcher"
        w={narrow ? undefined : 180}
        size={narrow ? 'sm' : 'xs'}
        allowDeselect={false}
        value={me.branch.id}
        data={me.branches.map((branch) => ({ value: branch.id, label: localName(branch.name, branch.nameAr, language) }))}
        onChange={(value) => void changeBranch(value)}
      />
      <SegmentedControl
        aria-label={t('shell.language')}
        fullWidth={narrow}
        size={narrow ? 'sm' : 'xs'}
        value={language}
        onChange={changeLanguage}
        data={[
          { value: 'en', label: 'English' },
          { value: 'ar', label: 'العربية' },
        ]}
      />
      {language === 'ar' && (
        <SegmentedControl
          aria-label={t('shell.digits')}
          fullWidth={narrow}
          size={narrow ? 'sm' : 'xs'}
          value={arabicDigitSystem()}
          onChange={(value) => applyDigits(value === 'latn' ? 'latn' : 'arab')}
          data={[
            { value: 'arab', label: '١٢٣' },
            { value: 'latn', label: '123' },
          ]}
        />
      )}
      <Button size={narrow ? 'sm' : 'xs'} variant="default" onClick={() => void session.signOut()}>
        {t('shell.signOut')}
      </Button>
    </>
  );

  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !opened } }} padding="md">
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('shell.menu')} />
            <Text fw={700} truncate>
              {me.organization.name}
            </Text>
          </Group>
          {!narrow && (
            <Group gap="sm" wrap="nowrap">
              {controls}
            </Group>
          )}
        </Group>
      </AppShell.Header>
      {/* The list outgrows a laptop screen as areas are added: it scrolls on its own. */}
      <AppShell.Navbar p="xs" component="nav" aria-label={t('nav.label')} inert={narrow && !opened} style={{ overflowY: 'auto' }}>
        {narrow && (
          <Stack gap="xs" pb="sm" mb="xs" className="drawer-controls">
            {controls}
          </Stack>
        )}
        <Stack gap={4}>
          {visibleNavigation(me.permissions).map((group) => (
            <div key={group.label} role="group" aria-labelledby={`nav-${group.label}`}>
              <Text id={`nav-${group.label}`} size="xs" c="dimmed" fw={700} px="sm" pt="sm" tt="uppercase">
                {t(group.label)}
              </Text>
              {group.items.map((item) => (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={t(item.label)}
                  active={item.to === '/' ? location.pathname === '/' : location.pathname.startsWith(item.to)}
                  onClick={close}
                />
              ))}
            </div>
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        {switchError && (
          <Alert color="red" mb="md" withCloseButton onClose={() => setSwitchError(null)}>
            {switchError}
          </Alert>
        )}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
