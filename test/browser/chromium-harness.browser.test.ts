import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxeBuilder } from '@axe-core/playwright';
import { launchBrowser, openPage } from '../support/browser';
import { seriousViolations } from '../support/screen-text';

describe('browser harness', () => {
  it('drives Debian chromium: renders a right-to-left page and clicks a button', async () => {
    const server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<!doctype html><html lang="ar" dir="rtl"><body><button onclick="this.textContent=\'تم\'">اطلب</button></body></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await launchBrowser();
    try {
      const { page, pageErrors } = await openPage(browser, { width: 360 });
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(await page.locator('body').evaluate((body) => body.ownerDocument.defaultView!.getComputedStyle(body).direction)).toBe('rtl');
      await page.getByRole('button', { name: 'اطلب' }).click();
      await expect(page.getByRole('button').textContent()).resolves.toBe('تم');
      expect(pageErrors).toEqual([]);
    } finally {
      await browser.close();
      server.close();
    }
  });

  // The suites' axe check evaluates axe-core once per document and runs it there (screen-text.ts):
  // it must report what @axe-core/playwright reports, on a page with one violation of each kind.
  it('finds the same serious and critical axe violations as @axe-core/playwright, again on a second run', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await openPage(browser);
      await page.setContent(
        '<html lang="en"><head><title>Broken</title></head><body><main><h1>Broken</h1><form><input type="text"><button></button>' +
          '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></form><p style="color:#ccc;background:#fff">Faint</p><a href="#x"></a></main></body></html>',
      );
      const found = await seriousViolations(page, 'page');
      const again = await seriousViolations(page, 'page');
      const reference = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .flatMap((violation) =>
          violation.nodes.map(
            (node) => `page ${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
          ),
        );
      expect(found.map((line) => line.split(' ')[1]).sort()).toEqual(['button-name', 'color-contrast', 'image-alt', 'label', 'link-name']);
      expect(again).toEqual(found);
      expect(found).toEqual(reference);
    } finally {
      await browser.close();
    }
  });
});
