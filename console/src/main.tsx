import '@mantine/core/styles.css';
import './console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { DirectionProvider, MantineProvider, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { initI18n, storedLanguage, directionOf } from './i18n';
import { SessionProvider } from './auth/session';
import { App } from './App';

initI18n();

/*
 * Contrast of at least 4.5:1 for text (WCAG AA, checked by axe in the browser tests): filled
 * buttons and badges and coloured text use the darkest shade, light colours get dark text
 * (autoContrast), and dimmed help text is one shade darker than Mantine's default.
 */
const theme: MantineThemeOverride = {
  primaryColor: 'teal',
  primaryShade: 9,
  autoContrast: true,
  fontFamily: 'system-ui, "Noto Sans Arabic", "Segoe UI", Tahoma, sans-serif',
};
const readableColors: CSSVariablesResolver = () => ({ variables: {}, light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' }, dark: {} });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DirectionProvider initialDirection={directionOf(storedLanguage())} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={readableColors}>
        <BrowserRouter basename="/console">
          <SessionProvider>
            <App />
          </SessionProvider>
        </BrowserRouter>
      </MantineProvider>
    </DirectionProvider>
  </StrictMode>,
);
