// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import DeclarationsDetails from '../../screens/DeclarationsDetails/DeclarationsDetails';
import type { FinancingApplication } from '../../src/contract';
import { persons } from './fixtures';
import { renderJourney } from './journeyHarness';
import { expectBack } from './stepButtons';
import { setupUser, type User } from '../setup/user';

const financing = (financingProduct: FinancingApplication['financingProduct']) => ({ financingProduct }) as FinancingApplication;

const renderDeclarations = (product: FinancingApplication['financingProduct'] | null = 'Online', newWording = false) =>
  renderJourney(<DeclarationsDetails newWording={newWording} />, {
    value: { application: { declarations: 'editing' } },
    context: { financing: product ? financing(product) : null },
  });

const checkbox = () => screen.getByRole('checkbox') as HTMLInputElement;
const doc = (id: string) => document.querySelector(`[data-document="${id}"]`) as HTMLElement;

async function openAll(user: User) {
  for (const id of ['AL1', 'AL2', 'AL4', 'AL5', 'AL6']) fireEvent.click(doc(id));
  await user.click(doc('AL3'));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
}

afterEach(cleanup);

describe('DeclarationsDetails (spec 2, 2.2 and 5)', () => {
  it('shows the four declarations with the six documents; AL1, AL2, AL4-AL6 open local pages in a new tab', () => {
    renderDeclarations();
    expect(screen.getAllByRole('listitem').filter((li) => li.dataset.testid?.startsWith('declaration-'))).toHaveLength(4);
    const ids = [...document.querySelectorAll('[data-document]')].map((e) => e.getAttribute('data-document'));
    expect(ids).toEqual(['AL1', 'AL2', 'AL3', 'AL4', 'AL5', 'AL6']);
    for (const id of ['AL1', 'AL2', 'AL4', 'AL5', 'AL6']) {
      const a = doc(id) as HTMLAnchorElement;
      expect(a.tagName).toBe('A');
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
      // A local placeholder page, never another host.
      expect(a.getAttribute('href')).toMatch(new RegExp(`^/(?!/)(.*/)?documents/${id}\\.html$`));
    }
    expect(doc('AL3').tagName).toBe('BUTTON');
  });

  it('AL3 opens the police advisory pop-up: misuse of accounts, up to $250,000 or 5 years', async () => {
    const user = setupUser();
    renderDeclarations();
    await user.click(doc('AL3'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Police Advisory' })).toBeTruthy();
    expect(dialog.textContent).toMatch(/misuse of payment or bank accounts/i);
    expect(dialog.textContent).toContain('$250,000');
    expect(dialog.textContent).toContain('5 years');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the alternative wording when the new-wording switch is on', async () => {
    const user = setupUser();
    renderDeclarations('Online', true);
    await user.click(doc('AL3'));
    const body = screen.getByRole('dialog').textContent ?? '';
    expect(body).toMatch(/Scam alert/);
    expect(body).toContain('$250,000');
    expect(body).toContain('5 years');
  });

  it.each([
    ['Online', true],
    ['Personalised', false],
    ['AIP', false],
  ] as const)('the extra declarations list shows for %s: %s', (product, shown) => {
    renderDeclarations(product);
    expect(screen.queryByTestId('online-declarations') !== null).toBe(shown);
  });

  it('reads the product from the persons when the financing is not in context', () => {
    renderJourney(<DeclarationsDetails />, { value: { application: { declarations: 'editing' } }, context: { financing: null, persons } });
    expect(screen.getByTestId('online-declarations')).toBeTruthy();
  });

  it('keeps the checkbox locked until every document was opened, with the message verbatim', async () => {
    const user = setupUser();
    const h = renderDeclarations();
    expect(checkbox().disabled).toBe(true);
    await user.click(screen.getByText(/I have read, understood and agree to the declarations/));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please click on the hyperlink to read the declaration and T&C before selecting the checkbox to proceed.',
    );
    // All but one opened: still locked.
    for (const id of ['AL1', 'AL2', 'AL4', 'AL5']) fireEvent.click(doc(id));
    await user.click(doc('AL3'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(checkbox().disabled).toBe(true);
    fireEvent.click(doc('AL6'));
    expect(checkbox().disabled).toBe(false);
    expect(screen.queryByText(/Please click on the hyperlink/)).toBeNull();
    expect(h.events).toEqual([]);
  });

  it('requires the checkbox, then sends user.submitDeclarations', async () => {
    const user = setupUser();
    const h = renderDeclarations();
    await openAll(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please tick the checkbox to accept the declarations.', { selector: '.field-error' })).toBeTruthy();
    expect(h.events).toEqual([]);
    await user.click(checkbox());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(h.events).toEqual([{ type: 'user.submitDeclarations' }]));
  });

  it('Back sends user.back', async () => {
    await expectBack(renderDeclarations());
  });
});
