// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StateValue } from 'xstate';
import { initialContext, type JourneyContext } from '../../machines/types';
import type { StatusDtls } from '../../src/contract';
import LetterOfOffer from '../../screens/LetterOfOffer/LetterOfOffer';
import { renderJourney } from './journeyHarness';
import { statusOf } from './statusFixtures';
import { setupUser } from '../setup/user';
import { standInPageExits } from './pageExits';
import { config } from '../../src/config';

const exits = standInPageExits();

const status = (Entity_Type_Code: string): StatusDtls =>
  statusOf({ ApplicationProgress: 'LI', Deadline: '', Entity_Type_Code, SoleorNonSole: 'Sole', WCL: 'Y' });

const PDF = '%PDF-1.4 letter';
const letterOfOffer = { data: btoa(PDF), uen: '201912345K' };

const renderLetter = (context: Partial<JourneyContext> = {}, value: StateValue = { afterSubmission: { letterOfOffer: 'shown' } }) =>
  renderJourney(<LetterOfOffer />, { value, context: { status: status('S'), letterOfOffer, ...context } });

// jsdom has no object URLs: stand-ins for the test, put back after it.
const { createObjectURL, revokeObjectURL } = URL;
let created: Blob[] = [];
beforeEach(() => {
  created = [];
  URL.createObjectURL = vi.fn((b: Blob) => {
    created.push(b);
    return 'blob:letter';
  }) as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('LetterOfOffer', () => {
  it("says 'Acceptance in progress' without the board meeting line for other entity types", () => {
    renderLetter();
    expect(screen.getByRole('heading', { level: 1, name: 'Acceptance in progress' })).toBeTruthy();
    expect(screen.queryByTestId('board-meeting-received')).toBeNull();
    expect(screen.getByTestId('application-number').textContent).toBe('SME20261122000001');
  });

  it.each(['LL', 'LC', 'PCLS'])('for entity type %s also says the board meeting date confirmation is received', (type) => {
    renderLetter({ status: status(type) });
    expect(screen.getByTestId('board-meeting-received').textContent).toBe('We have received your board meeting date confirmation.');
  });

  it('reads the board-approval flag of the chart too', () => {
    renderLetter({ flags: { ...initialContext().flags, boardApproval: true } });
    expect(screen.getByTestId('board-meeting-received')).toBeTruthy();
  });

  it('downloads the letter of offer as <ApplicationNo>.pdf', async () => {
    const user = setupUser();
    let clicked: HTMLAnchorElement | undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked = this;
    });
    renderLetter();
    await user.click(screen.getByRole('button', { name: 'Download letter of offer' }));
    expect(clicked?.download).toBe('SME20261122000001.pdf');
    expect(clicked?.getAttribute('href')).toBe('blob:letter');
    expect(created).toHaveLength(1);
    expect(created[0]!.type).toBe('application/pdf');
    expect(await created[0]!.text()).toBe(PDF);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:letter'));
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('offers no download while the letter is not loaded, and Retry when loading failed', async () => {
    const user = setupUser();
    const h = renderLetter({ letterOfOffer: null }, { afterSubmission: { letterOfOffer: 'unavailable' } });
    expect(screen.queryByRole('button', { name: 'Download letter of offer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(h.events).toEqual([{ type: 'user.retry' }]);
  });

  it('Back To Home restarts the journey and goes to the home link', async () => {
    const user = setupUser();
    const h = renderLetter();
    await user.click(screen.getByRole('button', { name: 'Back To Home' }));
    expect(h.events).toEqual([{ type: 'user.restart' }]);
    expect(exits.assign.mock.calls).toEqual([[config.homeLink]]);
  });
});
