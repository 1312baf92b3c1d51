// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { initialContext } from '../../machines/types';
import type { PersonForm } from '../../src/contract';
import NSPersonDetails from '../../screens/NSPersonDetails/NSPersonDetails';
import { persons } from './fixtures';
import { renderJourney } from './journeyHarness';

afterEach(cleanup);

const field = (id: string) => document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null;

/** What the bank holds once the applicant has saved the step: the form as the first pass left it, filled in. */
const saved: PersonForm = {
  ...persons,
  ApplicantDtls: [
    { ...persons.ApplicantDtls[0], TitleCode: 'Mr', MaritalStatusCode: '2', CountryOfResidenceCode: 'SG', MobileNumber: '91234567', Email_Address: 'tan@example.sg' },
    { ...persons.ApplicantDtls[1], MobileNumber: '87654321', Email_Address: 'lim@example.sg' },
  ],
};

/**
 * Spec 2, 2.3 and 4 "Edits from the summary return to the summary": an Edit button opens the step with
 * what the bank has saved. The chart still holds the persons of the first pass (before they were filled in).
 */
describe('Edit on the summary opens the persons with the saved entries', () => {
  it.each([
    ['a sole proprietor (SPersonDetails)', { soleProprietor: true, firstUser: true }, null, 0],
    ['another authorised person (PersonDetails)', { soleProprietor: false, firstUser: false }, 'S7654321B', 1],
  ] as const)('%s', async (_who, flags, nric, own) => {
    let answer: (form: PersonForm) => void = () => undefined;
    const loadPersons = fromPromise<PersonForm>(() => new Promise((resolve) => (answer = resolve)));
    const h = renderJourney(<NSPersonDetails />, {
      value: { application: { preview: 'reviewing' } },
      context: {
        persons,
        lookup: nric ? { option: 'Resume', uen: '201512345K', nric, result: null } : null,
        flags: { ...initialContext().flags, ...flags },
      },
      actors: { loadPersons },
    });
    act(() => h.actor().send({ type: 'user.editSection', section: 'persons' }));
    // While the bank answers, no form stands in for the saved one.
    expect(field(`applicants.${own}.MobileNumber`)).toBeNull();
    await act(async () => answer(saved));
    expect((await screen.findByDisplayValue(saved.ApplicantDtls[own].MobileNumber)).id).toBe(`applicants.${own}.MobileNumber`);
    expect(field(`applicants.${own}.Email_Address`)?.value).toBe(saved.ApplicantDtls[own].Email_Address);
  });
});
