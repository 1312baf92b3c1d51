// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PersonForm } from '../../src/contract';
import NSPersonDetails from '../../screens/NSPersonDetails/NSPersonDetails';
import { firstUserInfo, persons } from './fixtures';
import { renderJourney } from './journeyHarness';
import { setupUser } from '../setup/user';

afterEach(cleanup);

const headings = () => [...document.querySelectorAll('details.section > summary')].map((s) => s.textContent);

/**
 * Spec 2, 2.1: applicant 2 of a Personalised application may be picked from the holders; each section's
 * header shows the person's name, so the header names whoever is picked.
 */
describe('the authorised person section heading (Personalised, applicant 2 from the holders)', () => {
  const picking: PersonForm = {
    ...persons,
    Request_Form: { FinancingProduct: 'Personalised', Property: 'N' },
    ApplicantsDtlsMyInfo: [{ ...firstUserInfo, isAuthorisedPerson: 'N' }],
    Holdersdetails: [
      { IDNumber: 'S1234567D', Person_Name: 'Tan Ah Kow' },
      { IDNumber: 'S7654321B', Person_Name: 'Lim Mei Ling' },
      { IDNumber: 'S1111111D', Person_Name: 'Ong Three' },
    ],
  };

  it('names the person picked, not the one saved before', async () => {
    const user = setupUser();
    renderJourney(<NSPersonDetails />, { value: { application: { personDetails: 'editing' } }, context: { persons: picking } });
    expect(headings()).toEqual(['Tan Ah Kow', 'Lim Mei Ling']);
    const select = document.getElementById('applicants.1.holderId') as HTMLSelectElement;
    await user.selectOptions(select, 'S1111111D');
    expect(headings()).toEqual(['Tan Ah Kow', 'Ong Three']);
    await user.selectOptions(select, 'S7654321B');
    expect(headings()).toEqual(['Tan Ah Kow', 'Lim Mei Ling']);
  });

  it('keeps the section titled by its order until a holder is picked for an empty row 2', async () => {
    const user = setupUser();
    const empty: PersonForm = { ...picking, ApplicantDtls: [picking.ApplicantDtls[0]] };
    renderJourney(<NSPersonDetails />, { value: { application: { personDetails: 'editing' } }, context: { persons: empty } });
    expect(headings()).toEqual(['Tan Ah Kow', 'Applicant 2']);
    await user.selectOptions(screen.getByLabelText('Authorised Person'), 'S1111111D');
    expect(headings()).toEqual(['Tan Ah Kow', 'Ong Three']);
  });
});
