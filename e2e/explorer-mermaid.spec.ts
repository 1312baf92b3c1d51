import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { chartModel } from '../src/analysis/chartModel';
import { journeyMachine } from '../machines/journey.machine';
import { mermaidExport, regionsOf } from '../src/analysis/mermaid';
import { sandboxBankForFile } from './support/suite';

/**
 * The explorer's Export Mermaid, in Chromium against the built app: one Markdown file with the overview of
 * the regions and a diagram per region, the same text as docs/journey.md's diagrams (one generator for both).
 */
const model = chartModel(journeyMachine);
const bank = sandboxBankForFile();

test('Export Mermaid downloads the overview and every region as one Markdown file', async ({ page }) => {
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/explorer`);
  await expect(page.getByRole('heading', { name: 'Journey chart explorer' })).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Mermaid' }).click()]);
  expect(file.suggestedFilename()).toBe('journey-chart.md');
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('# The journey chart in Mermaid\n\n## Overview of the regions\n\n```mermaid\nflowchart LR\n')).toBe(true);
  for (const r of regionsOf(model).filter((s) => s.children.length)) expect(text).toContain(`\n## ${r.key}\n\n\`\`\`mermaid\nstateDiagram-v2\n`);
  expect(text).toContain('\n## Single-state regions\n');
  expect(text).toContain('  application_preview_otp_verifying --> application_preview_submitting : xstate.done.actor.verifyOtp [isOtpVerified]');
  expect(text).toBe(mermaidExport(model));
});
