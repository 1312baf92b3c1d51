// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import NSPersonDetails from '../../screens/NSPersonDetails/NSPersonDetails';
import { persons } from './fixtures';
import { renderJourney } from './journeyHarness';
import { setupUser } from '../setup/user';
import { linkText } from '../../src/ui/ErrorSummary';

afterEach(cleanup);

/** Spec 2, 5: a blank person field's two lines, read as one in the summary. */
const BLANK = 'Please do not leave field blank. Please fill in the text field.';

describe('the person form error summary names the applicant of each entry (issue 34 item 18)', () => {
  it('two applicants with blank fields: every entry reads "<applicant>, <label>: <message>", none twice alike', async () => {
    const user = setupUser();
    renderJourney(<NSPersonDetails />, { value: { application: { personDetails: 'editing' } }, context: { persons } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('error-summary')).toBeTruthy());
    const items = within(screen.getByTestId('error-summary'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      `Tan Ah Kow, Title: ${BLANK}`,
      `Tan Ah Kow, Marital Status: ${BLANK}`,
      `Tan Ah Kow, Mobile Number: ${BLANK}`,
      `Tan Ah Kow, Email Address: ${BLANK}`,
      `Lim Mei Ling, Mobile Number: ${BLANK}`,
      `Lim Mei Ling, Email Address: ${BLANK}`,
    ]);
  });
});

describe('every labelled entry reads "Label: message" (issue 34 item 18)', () => {
  it.each([
    ['Mobile Number', 'Mobile Number: Invalid'],
    ['Unit No.', 'Unit No.: Invalid'],
    ['Postal Code:', 'Postal Code: Invalid'],
  ])('%j', (label, expected) => {
    expect(linkText({ label, message: 'Invalid' })).toBe(expected);
  });
});
