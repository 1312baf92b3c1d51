// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyActorLogic, type StateValue } from 'xstate';
import type { JourneyContext } from '../../machines/types';
import BoardMeetingDate from '../../screens/BoardMeetingDate/BoardMeetingDate';
import { renderJourney } from './journeyHarness';
import { statusOf } from './statusFixtures';
import { runOn } from './today';
import { setupUser, type User } from '../setup/user';

// The years offered are the current and the next: the test owns the clock.
runOn(new Date('2027-06-15T10:00:00+08:00'));

const status = statusOf({ ApplicationProgress: 'LI', Deadline: '', SoleorNonSole: 'Sole', WCL: 'Y' });

const thisYear = 2027;
const nextYear = thisYear + 1;
/** February of a year offered, with its day count. */
const feb = [thisYear, nextYear].map((y) => ({ year: y, days: (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28 }))[0]!;

const renderBoard = (value: StateValue = { afterSubmission: { boardMeetingDate: 'editing' } }, context: Partial<JourneyContext> = {}, actors: Record<string, AnyActorLogic> = {}) =>
  renderJourney(<BoardMeetingDate />, { value, context: { status, ...context }, actors });

const select = (id: string) => document.getElementById(id) as HTMLSelectElement;
const values = () => ['day', 'month', 'year'].map((id) => select(id).value);

async function choose(user: User, day: string, month: string, year: string) {
  await user.selectOptions(select('day'), day);
  await user.selectOptions(select('month'), month);
  await user.selectOptions(select('year'), year);
}

describe('BoardMeetingDate', () => {
  it("offers day, month and year dropdowns with 'Please select', the years being the current and the next", () => {
    renderBoard();
    for (const id of ['day', 'month', 'year']) expect(select(id).options[0]!.textContent).toBe('Please select');
    expect([...select('year').options].slice(1).map((o) => o.value)).toEqual([String(thisYear), String(nextYear)]);
    expect(select('day').options).toHaveLength(32);
    expect([...select('month').options].slice(1).map((o) => o.textContent)).toContain('February');
    expect(screen.getByTestId('board-meeting-note').textContent).toContain('within 14 days from LO generation date');
  });

  it("states the real window the bank gives (the letter of offer's day to 14 days after, dd-mm-yyyy) instead of 'BR date ... LO generation date'", () => {
    renderBoard({ afterSubmission: { boardMeetingDate: 'editing' } }, { status: { ...status, BoardMeetingFrom: '20-02-2027', BoardMeetingTo: '06-03-2027' } });
    const note = screen.getByTestId('board-meeting-note').textContent ?? '';
    expect(note).toContain('from 20-02-2027 to 06-03-2027');
    expect(note).toContain('letter of offer (20-02-2027)');
    expect(note).not.toMatch(/BR date|LO generation date/);
    expect(note).toContain('Once submitted, the board meeting date cannot be changed.');
    // Each date stays on one line, and the group of fields is described by the window.
    expect([...screen.getByTestId('board-meeting-note').querySelectorAll('.nowrap')].map((s) => s.textContent)).toEqual(['20-02-2027', '06-03-2027', '20-02-2027']);
    expect(screen.getByRole('group', { name: 'Board meeting date' }).getAttribute('aria-describedby')).toBe('board-meeting-note');
  });

  it('requires each of day, month and year', async () => {
    const user = setupUser();
    const h = renderBoard();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select the day of the board meeting.')).toBeTruthy();
    expect(screen.getByText('Please select the month of the board meeting.')).toBeTruthy();
    expect(screen.getByText('Please select the year of the board meeting.')).toBeTruthy();
    expect(h.events).toEqual([]);
  });

  it('refuses a day past the end of the month with the bank message', async () => {
    const user = setupUser();
    const h = renderBoard();
    await choose(user, '31', '4', String(thisYear));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invaild day! Please choose day equal or lesser than 30')).toBeTruthy();
    await choose(user, '30', '2', String(feb.year));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(`Invaild day! Please choose day equal or lesser than ${feb.days}`)).toBeTruthy();
    expect(h.events).toEqual([]);
  });

  it('submits the date, opens the confirm dialog; Close keeps the choice, Submit confirms', async () => {
    const user = setupUser();
    const h = renderBoard();
    await choose(user, '5', '3', String(nextYear));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(h.events).toEqual([{ type: 'user.submitBoardMeeting', date: { day: 5, month: 3, year: nextYear } }]));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm board meeting date' });
    expect(dialog.textContent).toContain(`5 March ${nextYear}`);
    expect(select('day').disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(h.events.at(-1)).toEqual({ type: 'user.close' });
    expect(values()).toEqual(['5', '3', String(nextYear)]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(h.events.at(-1)).toEqual({ type: 'user.confirm' }));
    expect(h.actor().getSnapshot().matches({ afterSubmission: { boardMeetingDate: 'validating' } })).toBe(true);
  });

  it('shows the 14-day message and keeps the entry when the bank refuses the date, so it can be corrected', async () => {
    const user = setupUser();
    renderBoard({ afterSubmission: { boardMeetingDate: 'editing' } }, {}, { validateBoardMeeting: fromPromise(async () => false) });
    await choose(user, '5', '3', String(nextYear));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('board-meeting-refused')).textContent).toBe(
      'Invalid board meeting date! Note: BR date must be on the same day or after LO generation date and within 14 days from LO generation date.',
    );
    expect(values()).toEqual(['5', '3', String(nextYear)]);
    expect(select('day').disabled).toBe(false);
  });

  describe('with the window the bank states (spec 2, 9: on or after the letter of offer and within 14 days)', () => {
    /** The letter of offer on 25 June 2027: the window runs to 9 July, across two months. */
    const window = { ...status, BoardMeetingFrom: '25-06-2027', BoardMeetingTo: '09-07-2027' };
    const offered = (id: string) => [...select(id).options].slice(1).map((o) => o.value);

    it('offers only the days, months and years of the window', async () => {
      const user = setupUser();
      renderBoard({ afterSubmission: { boardMeetingDate: 'editing' } }, { status: window });
      expect(offered('year')).toEqual(['2027']);
      expect(offered('month')).toEqual(['6', '7']);
      expect(offered('day')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '25', '26', '27', '28', '29', '30']);
      await user.selectOptions(select('month'), '6');
      expect(offered('day')).toEqual(['25', '26', '27', '28', '29', '30']);
      await user.selectOptions(select('month'), '7');
      expect(offered('day')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    });

    it('says a day outside the window is refused before the confirm dialog, and sends nothing', async () => {
      const user = setupUser();
      const h = renderBoard({ afterSubmission: { boardMeetingDate: 'editing' } }, { status: window });
      await choose(user, '5', '6', '2027');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(
        await screen.findByText('Invalid board meeting date! Note: BR date must be on the same day or after LO generation date and within 14 days from LO generation date.', {
          selector: '.field-error',
        }),
      ).toBeTruthy();
      expect(h.events).toEqual([]);
      expect(screen.queryByRole('dialog')).toBeNull();
      // The choice stays in view, so the applicant sees what to change.
      expect(values()).toEqual(['5', '6', '2027']);
      await user.selectOptions(select('month'), '7');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(h.events).toEqual([{ type: 'user.submitBoardMeeting', date: { day: 5, month: 7, year: 2027 } }]));
    });
  });

  it('once the bank accepts and saves it, shows the date read-only with Continue', async () => {
    const user = setupUser();
    const h = renderBoard(
      { afterSubmission: { boardMeetingDate: 'editing' } },
      {},
      { validateBoardMeeting: fromPromise(async () => true), saveBoardMeeting: fromPromise(async () => undefined) },
    );
    await choose(user, '12', '1', String(nextYear));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    const cont = await screen.findByRole('button', { name: 'Continue' });
    expect(values()).toEqual(['12', '1', String(nextYear)]);
    expect(select('month').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(cont);
    await waitFor(() => expect(h.events.at(-1)).toEqual({ type: 'user.continue' }));
  });

  it('shows a date submitted earlier read-only, even in a year no longer offered', () => {
    renderBoard({ afterSubmission: { boardMeetingDate: 'submitted' } }, { boardMeeting: { day: 3, month: 4, year: 2020 } });
    expect(values()).toEqual(['3', '4', '2020']);
    for (const id of ['day', 'month', 'year']) expect(select(id).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
