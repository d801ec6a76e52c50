import type { Page } from 'playwright-core';
import { seriousViolations } from './screen-text';

/*
 * Checks of the console's charts (docs/console.md, "Dashboard and charts"): a chart is one image to
 * assistive technology, so axe does not look at its text unless the image role is taken off.
 */

/**
 * The contrast against white of every piece of text a chart draws (ticks, axis titles, legend), as
 * the browser computed its colour, below 4.5:1. axe sees none of it: the chart is one image to
 * assistive technology.
 */
export async function faintChartText(page: Page, testId: string): Promise<string[]> {
  // The page's own DOM (the service's tsconfig has no DOM types).
  return page.getByTestId(testId).evaluate((chart: any) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const view = chart.ownerDocument.defaultView;
    const faint: string[] = [];
    // Every element that holds text of its own: SVG text is painted with its fill, HTML with its colour.
    for (const element of chart.querySelectorAll('*') as any[]) {
      const own = [...element.childNodes].filter((node: any) => node.nodeType === 3 && node.textContent.trim()).length > 0;
      if (!own) continue;
      const style = view.getComputedStyle(element);
      const svg = element.namespaceURI === 'http://www.w3.org/2000/svg';
      const colour = svg ? style.fill : style.color;
      const ratio = 1.05 / (luminance(colour) + 0.05);
      if (ratio < 4.5) faint.push(`${element.textContent}: ${colour} ${ratio.toFixed(2)}:1`);
    }
    return faint;
  });
}

/** axe on the charts' own text too: the image role is taken off for the check and put back. */
export async function chartsAxe(page: Page, where: string): Promise<string[]> {
  const charts = page.locator('.dashboard-chart');
  await charts.evaluateAll((elements: any[]) => elements.forEach((element) => element.removeAttribute('role')));
  try {
    return await seriousViolations(page, `${where} (chart text)`);
  } finally {
    await charts.evaluateAll((elements: any[]) => elements.forEach((element) => element.setAttribute('role', 'img')));
  }
}
