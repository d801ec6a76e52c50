import '@mantine/core/styles.css';
import './console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { initI18n, storedLanguage, directionOf } from './i18n';
import { SessionProvider } from './auth/session';
import { App } from './App';

initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DirectionProvider initialDirection={directionOf(storedLanguage())} detectDirection={false}>
      <MantineProvider theme={{ primaryColor: 'teal', fontFamily: 'system-ui, "Noto Sans Arabic", "Segoe UI", Tahoma, sans-serif' }}>
        <BrowserRouter basename="/console">
          <SessionProvider>
            <App />
          </SessionProvider>
        </BrowserRouter>
      </MantineProvider>
    </DirectionProvider>
  </StrictMode>,
);
