import '@mantine/core/styles.css';
import './console.css';
import { StrictMode, useMemo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_THEME, DirectionProvider, MantineProvider, Modal, darken, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { initI18n, storedLanguage, directionOf } from './i18n';
import { SessionProvider } from './auth/session';
import { App } from './App';

initI18n();

/*
 * Contrast of at least 4.5:1 for text (WCAG AA, checked by axe in the browser tests). Mantine's
 * shade 9 is not dark enough on a light fill or under white text for several colours (teal on its
 * light fill is 4.3:1, yellow 2.7:1), so coloured text, light-variant text and filled backgrounds
 * use shade 9 darkened by 30% (4.6:1 or more for every default colour); dimmed help text is gray 7.
 */
const theme: MantineThemeOverride = {
  primaryColor: 'teal',
  primaryShade: 9,
  autoContrast: true,
  fontFamily: 'system-ui, "Noto Sans Arabic", "Segoe UI", Tahoma, sans-serif',
};
const readableColors: CSSVariablesResolver = () => {
  const light: Record<string, string> = { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' };
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    const ink = darken(shades[9], 0.3);
    light[`--mantine-color-${name}-filled`] = ink;
    light[`--mantine-color-${name}-filled-hover`] = darken(shades[9], 0.4);
    light[`--mantine-color-${name}-light-color`] = ink;
    light[`--mantine-color-${name}-text`] = ink;
  }
  return { variables: {}, light, dark: {} };
};

/**
 * Every dialog's close button is named in the console's language: Mantine's is an icon with no
 * text, which axe reports as a button without a name (a critical violation) on each dialog that
 * does not name it itself.
 */
function ThemedConsole({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const close = t('common.close');
  const named = useMemo<MantineThemeOverride>(
    () => ({ ...theme, components: { Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': close } } }) } }),
    [close],
  );
  return (
    <MantineProvider theme={named} cssVariablesResolver={readableColors}>
      {children}
    </MantineProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DirectionProvider initialDirection={directionOf(storedLanguage())} detectDirection={false}>
      <ThemedConsole>
        <BrowserRouter basename="/console">
          <SessionProvider>
            <App />
          </SessionProvider>
        </BrowserRouter>
      </ThemedConsole>
    </DirectionProvider>
  </StrictMode>,
);
