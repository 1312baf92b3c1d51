import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import type { Mermaid } from 'mermaid';

/**
 * Every ```mermaid block of docs/journey.md rendered by Mermaid in Chromium with its DEFAULT configuration
 * (only startOnLoad turned off, so nothing renders before the test asks): a diagram over a default limit,
 * or one Mermaid cannot parse or lay out, fails here. Each diagram's rendered size is printed, not asserted.
 * No bank is needed: the page is blank and Mermaid is the package's own browser bundle.
 */
declare global {
  interface Window {
    mermaid: Mermaid;
  }
}

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const doc = readFileSync(root('docs/journey.md'), 'utf8').replace(/\r\n/g, '\n');
const blocks = [...doc.matchAll(/^### (.+)\n\n```mermaid\n([\s\S]*?)```$/gm)].map((m) => ({ title: m[1], text: m[2] }));

async function loadMermaid(page: Page) {
  await page.goto('about:blank');
  await page.addScriptTag({ path: root('node_modules/mermaid/dist/mermaid.min.js') });
  await page.evaluate(() => window.mermaid.initialize({ startOnLoad: false }));
}

/** Renders one diagram into the page and returns its drawn size in CSS pixels (the SVG's viewBox). */
function render(page: Page, id: string, text: string) {
  return page.evaluate(
    async ({ id, text }) => {
      const { svg } = await window.mermaid.render(id, text);
      const holder = document.createElement('div');
      holder.innerHTML = svg;
      document.body.append(holder);
      const box = holder.querySelector('svg')?.viewBox.baseVal;
      return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0), error: holder.textContent?.includes('Syntax error') ?? false };
    },
    { id, text },
  );
}

test('every Mermaid diagram of docs/journey.md renders with Mermaid\'s default configuration', async ({ page }) => {
  expect(doc.match(/^```mermaid$/gm)?.length, 'every mermaid block sits under its own ### heading').toBe(blocks.length);
  expect(blocks.length).toBeGreaterThan(2);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await loadMermaid(page);
  const sizes: string[] = [];
  for (const [i, b] of blocks.entries()) {
    const size = await render(page, `diagram${i}`, b.text);
    expect(size.error, b.title).toBe(false);
    expect(size.width, b.title).toBeGreaterThan(0);
    sizes.push(`${b.title.padEnd(28)} ${String(b.text.length).padStart(6)} chars  ${size.width} x ${size.height} px`);
  }
  console.log(`Mermaid diagrams of docs/journey.md, rendered:\n${sizes.join('\n')}`);
  expect(errors).toEqual([]);
});

test('screenshots of the overview and a region, as a reader sees them (SHOTS=<dir>)', async ({ page }) => {
  const dir = process.env.SHOTS;
  test.skip(!dir, 'set SHOTS to a folder to write the screenshots');
  const shots = [
    { title: 'Overview of the regions', name: 'overview' },
    { title: 'preview', name: 'region-preview' },
    { title: 'statusDetails', name: 'region-statusDetails' },
  ];
  for (const viewport of [{ width: 1280, height: 800 }, { width: 1440, height: 900 }]) {
    await page.setViewportSize(viewport);
    for (const shot of shots) {
      await loadMermaid(page);
      const block = blocks.find((b) => b.title === shot.title);
      expect(block, shot.title).toBeTruthy();
      await render(page, `shot_${shot.name}`, block!.text);
      await page.screenshot({ path: `${dir}/mermaid-${shot.name}-${viewport.width}.png` });
      if (viewport.width === 1440) await page.screenshot({ path: `${dir}/mermaid-${shot.name}-whole.png`, fullPage: true });
    }
  }
});
