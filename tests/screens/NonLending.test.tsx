// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { samplePreview } from '../../src/analysis/eventSamples';
import Preview from '../../screens/Preview/Preview';
import { renderJourney } from './journeyHarness';
import { setupUser } from '../setup/user';

afterEach(cleanup);

const renderPreview = (value: StateValue = { application: { preview: 'nonLending' } }) => renderJourney(<Preview />, { value, context: { preview: samplePreview } });
const popup = () => screen.getByRole('dialog', { name: 'You may also be interested in' });
const notNow = () => within(popup()).getByRole('button', { name: 'Not Now' }) as HTMLButtonElement;
const done = () => within(popup()).getByRole('button', { name: 'Done' }) as HTMLButtonElement;

const KEYS = ['myCurrentAccount', 'fxDeskServices', 'businessInsurance', 'smeStartDigital', 'halalNetworkAndCertifiedAdvisory'];
const TITLES = ['Current Account', 'FX Desk Services', 'Business Insurance', 'Digital SME Starter Solution', 'Halal Network and Certified Advisory'];

describe('Non-lending popup on the summary', () => {
  it('does not show while the summary is reviewed', () => {
    renderPreview({ application: { preview: 'reviewing' } });
    expect(screen.queryByTestId('non-lending-popup')).toBeNull();
  });

  it('offers five cards, each with a title, a description and a Learn more link opening in a new tab', () => {
    renderPreview();
    const boxes = within(popup()).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(TITLES);
    const links = within(popup()).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const a of links) {
      expect(a.textContent).toBe('Learn more');
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
      expect(a.getAttribute('href')).toMatch(/^https:\/\//);
    }
    for (const key of KEYS) expect(screen.getByTestId(`non-lending-${key}`).querySelector('p')?.textContent?.length).toBeGreaterThan(20);
    expect(screen.getByTestId('non-lending-consent').textContent).toMatch(/consent to the disclosure of your name and contact details to the supplier.*being contacted/);
  });

  it('NOT NOW is enabled only with none selected and sends user.skipNonLending', async () => {
    const user = setupUser();
    const h = renderPreview();
    expect(notNow().disabled).toBe(false);
    expect(done().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Business Insurance' }));
    expect(notNow().disabled).toBe(true);
    expect(done().disabled).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Business Insurance' }));
    expect(notNow().disabled).toBe(false);
    expect(done().disabled).toBe(true);
    await user.click(notNow());
    await waitFor(() => expect(h.events).toEqual([{ type: 'user.skipNonLending' }]));
  });

  it('DONE sends the five flags, Y for the chosen cards, and keeps the popup while saving', async () => {
    const user = setupUser();
    const h = renderPreview();
    await user.click(screen.getByRole('checkbox', { name: 'Current Account' }));
    await user.click(screen.getByRole('checkbox', { name: 'Halal Network and Certified Advisory' }));
    expect(screen.getByTestId('non-lending-myCurrentAccount').className).toContain('selected');
    await user.click(done());
    await waitFor(() =>
      expect(h.events).toEqual([
        {
          type: 'user.submitNonLending',
          preferences: { myCurrentAccount: 'Y', fxDeskServices: 'N', businessInsurance: 'N', smeStartDigital: 'N', halalNetworkAndCertifiedAdvisory: 'Y' },
        },
      ]),
    );
    expect(h.actor().getSnapshot().matches({ application: { preview: 'savingNonLending' } })).toBe(true);
    expect(done().disabled).toBe(true);
    expect(notNow().disabled).toBe(true);
  });
});
