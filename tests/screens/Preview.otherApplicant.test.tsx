// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { samplePreview } from '../../src/analysis/eventSamples';
import { initialContext } from '../../machines/types';
import Preview from '../../screens/Preview/Preview';
import type { PreviewForm } from '../../src/contract';
import { firstUserInfo, secondUserInfo } from './fixtures';
import { renderJourney } from './journeyHarness';
import { setupUser } from '../setup/user';

afterEach(cleanup);

/** Applicant 1 has submitted; applicant 2 came back through Welcome with their own ID, their record open for editing. */
const joint = (allowEdit: boolean): PreviewForm => ({
  ...samplePreview,
  ApplicantsDtlsMyInfo: [firstUserInfo, { ...secondUserInfo, allowEdit }],
  ApplicantDtls: [
    { OrderNumber: 1, IDNumber: 'S1234567D', Person_Name: 'Tan Ah Kow', TitleCode: 'Mr', MaritalStatusCode: '2', CountryOfResidenceCode: 'SG', MobileNumber: '91234567', Email_Address: 'tan@example.sg' },
    { OrderNumber: 2, IDNumber: 'S7654321B', Person_Name: 'Lim Mei Ling', MobileNumber: '87654321', Email_Address: 'lim@example.sg' },
  ],
});

const asSecondUser = {
  lookup: { option: 'Resume' as const, uen: '201512345K', nric: 'S7654321B', result: null },
  flags: { ...initialContext().flags, lookupOption: 'Resume' as const, firstUser: false },
};

const renderAsSecond = (allowEdit: boolean) =>
  renderJourney(<Preview />, { value: { application: { preview: 'reviewing' } }, context: { preview: joint(allowEdit), ...asSecondUser } });

const section = (title: string) => screen.getByText(title, { selector: 'details.section > summary' }).closest('details') as HTMLElement;

/**
 * Spec 2, 2.3: Edit buttons show for a non-first person only when their allowEdit is set, and then on
 * what is theirs (spec 2, 4: others edit only themselves); the declarations link goes to DeclarationsDetails.
 */
describe("the summary of another authorised person (spec 2, 2.3 and 4)", () => {
  it('offers Edit on their own section only, never on the first applicant\'s', () => {
    renderAsSecond(true);
    expect(within(section('Applicant 2: Lim Mei Ling')).getByRole('button', { name: 'Edit Applicant 2: Lim Mei Ling' })).toBeTruthy();
    expect(within(section('Applicant 1: Tan Ah Kow')).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Edit Applicant 1/ })).toBeNull();
  });

  it('offers no Edit at all when their record does not allow editing', () => {
    renderAsSecond(false);
    expect(screen.queryAllByRole('button', { name: /^Edit / })).toEqual([]);
  });

  it.each([true, false])('offers the declarations link (allowEdit %s), which opens the declarations', async (allowEdit) => {
    const user = setupUser();
    const h = renderAsSecond(allowEdit);
    await user.click(screen.getByRole('button', { name: 'View the declarations' }));
    expect(h.events).toEqual([{ type: 'user.editSection', section: 'declarations' }]);
    expect(h.actor().getSnapshot().matches({ application: 'declarations' })).toBe(true);
  });
});
