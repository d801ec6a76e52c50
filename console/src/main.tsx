import '@mantine/core/styles.css';
import './console.css';
import { StrictMode, useMemo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import {
  DEFAULT_THEME,
  DirectionProvider,
  Drawer,
  MantineProvider,
  Modal,
  darken,
  defaultVariantColorsResolver,
  type CSSVariablesResolver,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { initI18n, storedLanguage, directionOf } from './i18n';
import { SessionProvider } from './auth/session';
import { App } from './App';

initI18n();

/*
 * Contrast of at least 4.5:1 for text (WCAG AA, checked by axe in the browser tests). Mantine's
 * shade 9 is not dark enough on a light fill or under white text for several colours (teal on its
 * light fill is 4.3:1, yellow 2.7:1), so coloured text, light-variant text and filled backgrounds
 * use shade 9 darkened by 30% (4.6:1 or more for every default colour); dimmed help text is gray 7.
 * Field errors use red 9 on the light scheme and red 4 on the dark one (Mantine's red 6 and red 8
 * are 3.3:1 on white and 3.4:1 on dark 7).
 */
const readableColors: CSSVariablesResolver = () => {
  const light: Record<string, string> = { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' };
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    const ink = darken(shades[9], 0.3);
    light[`--mantine-color-${name}-filled`] = ink;
    light[`--mantine-color-${name}-filled-hover`] = darken(shades[9], 0.4);
    light[`--mantine-color-${name}-light-color`] = ink;
    light[`--mantine-color-${name}-text`] = ink;
  }
  return { variables: {}, light, dark: { '--mantine-color-error': 'var(--mantine-color-red-4)' } };
};

/*
 * autoContrast picks the text of a filled control from shade 9 before it is darkened above: yellow
 * gets black text, 3.8:1 on the darkened fill. Every theme colour's fill is dark enough for white.
 */
const whiteOnFills: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const fill = /^var\(--mantine-color-[a-z]+-filled\)$/.test(colors.background);
  return fill ? { ...colors, color: 'var(--mantine-color-white)' } : colors;
};

/**
 * The theme, with the close button of every modal and drawer named in the console's language
 * (Mantine's is an unnamed icon button, an axe "button-name" violation).
 */
function ConsoleMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('createDialog.close');
  const theme = useMemo<MantineThemeOverride>(
    () => ({
      primaryColor: 'teal',
      // Modals, menus and notifications appear at once for a person who asks the system for less motion.
      respectReducedMotion: true,
      primaryShade: 9,
      autoContrast: true,
      variantColorResolver: whiteOnFills,
      fontFamily: 'system-ui, "Noto Sans Arabic", "Segoe UI", Tahoma, sans-serif',
      components: {
        Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
        Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
      },
    }),
    // A new theme (and a re-render of every themed component) only when the language changes the label.
    [closeLabel],
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColors}>
      {children}
    </MantineProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DirectionProvider initialDirection={directionOf(storedLanguage())} detectDirection={false}>
      <ConsoleMantine>
        <BrowserRouter basename="/console">
          <SessionProvider>
            <App />
          </SessionProvider>
        </BrowserRouter>
      </ConsoleMantine>
    </DirectionProvider>
  </StrictMode>,
);
