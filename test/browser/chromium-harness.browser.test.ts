import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBrowser, openPage } from '../support/browser';

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
});
