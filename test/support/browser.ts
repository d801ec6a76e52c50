import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Debian's Chromium (package `chromium`) driven by playwright-core. The flags keep it off the
 * network this machine does not have: without them it opens many refused connections at start.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumAvailable(): boolean {
  return fs.existsSync(CHROMIUM_PATH);
}

export async function launchBrowser(): Promise<Browser> {
  if (!chromiumAvailable()) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface PageOptions {
  /** Viewport width in CSS pixels (360 for a phone, 768 / 1280 for the console). */
  width?: number;
  height?: number;
  locale?: string;
}

/**
 * A fresh context (no cookies or storage shared between tests) and a page that fails the test
 * on an uncaught page error or a console error, and records every request's origin so a test
 * can assert nothing left the service's origin.
 */
export async function openPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[]; requestedUrls: string[] }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
    // The console then skips its transitions (console/src/main.tsx, console.css): a check waits for
    // none, and every screen is read as it stays.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const requestedUrls: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  page.on('request', (request) => requestedUrls.push(request.url()));
  page.setDefaultTimeout(15_000);
  return { context, page, pageErrors, requestedUrls };
}
