// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FinanceDetails from '../../screens/FinanceDetails/FinanceDetails';
import { readStartParams } from '../../src/domain';
import { features } from '../../src/config/features';
import { renderJourney } from './journeyHarness';
import { setupUser } from '../setup/user';

/**
 * On a phone the financing section sits far below the product cards: once a product is chosen (and its
 * Important Note closed) the page brings the section into view and puts focus on its heading, smoothly
 * unless the user asked the system for reduced motion.
 */
const scrolled: { element: Element; options: ScrollIntoViewOptions | boolean | undefined }[] = [];
let reducedMotion = false;

beforeEach(() => {
  scrolled.length = 0;
  reducedMotion = false;
  Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions | boolean) {
    scrolled.push({ element: this, options });
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce') && reducedMotion,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderStart = () =>
  renderJourney(<FinanceDetails captcha={false} params={readStartParams('')} />, {
    value: { application: { financeDetails: 'editing' } },
    context: { financing: null, features },
  });

async function choose(card: string) {
  const user = setupUser();
  await user.click(screen.getByRole('button', { name: `Choose ${card}` }));
  expect(scrolled).toEqual([]);
  await user.click(within(await screen.findByRole('dialog', { name: 'Important Note' })).getByRole('button', { name: 'Proceed' }));
}

const financingHeading = () => screen.getByText('Financing details');

describe('FinanceDetails: choosing a product brings the financing section into view', () => {
  it.each(['Online', 'Personalised', 'Approval In-Principle (property)'])('%s: scrolls the section smoothly and focuses its heading', async (card) => {
    renderStart();
    await choose(card);
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0].element.contains(financingHeading())).toBe(true);
    expect(scrolled[0].options).toMatchObject({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(financingHeading());
  });

  it('jumps without animation when the user prefers reduced motion', async () => {
    reducedMotion = true;
    renderStart();
    await choose('Online');
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0].options).toMatchObject({ behavior: 'auto', block: 'start' });
    expect(document.activeElement).toBe(financingHeading());
  });

  it('Back on the Important Note clears the choice and moves nothing', async () => {
    const user = setupUser();
    renderStart();
    await user.click(screen.getByRole('button', { name: 'Choose Online' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Important Note' })).getByRole('button', { name: 'Back' }));
    expect(scrolled).toEqual([]);
    expect(screen.queryByText('Financing details')).toBeNull();
  });
});
