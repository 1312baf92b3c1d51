// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { initialContext } from '../../machines/types';
import type { Applicant, PersonForm } from '../../src/contract';
import NSPersonDetails from '../../screens/NSPersonDetails/NSPersonDetails';
import { firstUserInfo, persons, personsWithoutIdentityData, secondUserInfo } from './fixtures';
import { renderJourney } from './journeyHarness';
import { expectBack, expectRetryLoads } from './stepButtons';
import { setupUser, type User } from '../setup/user';

const renderPersons = (form: PersonForm | null = persons, value: StateValue = { application: { personDetails: 'editing' } }) =>
  renderJourney(<NSPersonDetails />, { value, context: { persons: form } });

/** A user who came back through Welcome with their own ID and is not applicant 1: the PersonDetails step. */
const renderAsOtherUser = (form: PersonForm, nric: string) =>
  renderJourney(<NSPersonDetails />, {
    value: { application: { authorisedPersonDetails: 'editing' } },
    context: {
      persons: form,
      lookup: { option: 'Resume', uen: '201512345K', nric, result: null },
      flags: { ...initialContext().flags, lookupOption: 'Resume', firstUser: false },
    },
  });

const applicant = (order: number, id: string, name: string) => ({ OrderNumber: order, IDNumber: id, Person_Name: name, MobileNumber: '', Email_Address: '' });
const info = (order: number, id: string, name: string) => ({ ...secondUserInfo, OrderNumber: order, IDNumber: id, Person_Name: name });

/** Five applicants: the most the Online product allows, and three for the products that allow two. */
const fivePersons: PersonForm = {
  ...persons,
  ApplicantsDtlsMyInfo: [firstUserInfo, secondUserInfo, info(3, 'S1111111D', 'Ong Three'), info(4, 'S2222222D', 'Ong Four'), info(5, 'S3333333D', 'Ong Five')],
  ApplicantDtls: [
    ...persons.ApplicantDtls,
    applicant(3, 'S1111111D', 'Ong Three'),
    applicant(4, 'S2222222D', 'Ong Four'),
    applicant(5, 'S3333333D', 'Ong Five'),
  ],
};

const field = (id: string) => document.getElementById(id) as HTMLInputElement | HTMLSelectElement;
const next = () => screen.getByRole('button', { name: 'Next' });

/** The current user's own details: title and marital status (codes), then their contact. */
async function fillOwn(user: User, i: number, title: string, marital: string, mobile: string, email: string) {
  await user.selectOptions(field(`applicants.${i}.TitleCode`), title);
  await user.selectOptions(field(`applicants.${i}.MaritalStatusCode`), marital);
  await fillContact(user, i, mobile, email);
}

async function fillContact(user: User, i: number, mobile: string, email: string) {
  await user.type(field(`applicants.${i}.MobileNumber`), mobile);
  await user.type(field(`applicants.${i}.Email_Address`), email);
}

async function fillFirstUser(user: User) {
  await fillOwn(user, 0, 'Mr', '2', '91234567', 'tan@example.sg');
  await user.selectOptions(field('applicants.0.isJointContributerForMortgageLoan'), 'NO');
}

afterEach(cleanup);

describe('NSPersonDetails', () => {
  it('shows one section per applicant in order, headed by the name, with the full form for the current user only', () => {
    renderPersons({ ...persons, ApplicantDtls: [...persons.ApplicantDtls].reverse() });
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Details' })).toBeTruthy();
    const headers = [...document.querySelectorAll('details.section > summary')].map((s) => s.textContent);
    expect(headers).toEqual(['Tan Ah Kow', 'Lim Mei Ling']);
    expect(screen.getByText('Fill Up Form')).toBeTruthy();
    expect(screen.getByText('Fill Up Contact')).toBeTruthy();
    expect(field('applicants.0.TitleCode')).toBeTruthy();
    expect(field('applicants.1.TitleCode')).toBeNull();
    expect(field('applicants.1.MobileNumber')).toBeTruthy();
    expect(field('applicants.0.CountryOfResidenceCode').value).toBe('SG');
    expect(screen.getAllByText('+65 Singapore')).toHaveLength(2);
    const title = field('applicants.0.TitleCode') as HTMLSelectElement;
    expect(title.options[0].textContent).toBe('Please select');
    // Only the current user's section starts expanded (spec 2, 2.1).
    const sections = document.querySelectorAll('details.section');
    expect((sections[0] as HTMLDetailsElement).open).toBe(true);
    expect((sections[1] as HTMLDetailsElement).open).toBe(false);
  });

  it('heads the panels of a sole proprietor\'s page Authorised Person 1 and 2 (spec 3, 2 SPersonDetails)', () => {
    renderJourney(<NSPersonDetails />, {
      value: { application: { sPersonDetails: 'editing' } },
      context: { persons, flags: { ...initialContext().flags, soleProprietor: true } },
    });
    const headers = [...document.querySelectorAll('details.section > summary')].map((s) => s.textContent);
    expect(headers).toEqual(['Authorised Person 1', 'Authorised Person 2']);
  });

  it("shows the current user's prefilled details behind a toggle, ID unmasked and date of birth as dd-mm-yyyy", async () => {
    const user = setupUser();
    renderPersons();
    expect(screen.getByTestId('applicants.0.IDNumber').textContent).toBe('S1234567D');
    expect(screen.getByTestId('applicants.0.DATE_OF_BIRTH').textContent).toBe('29-02-1980');
    expect([...screen.getByTestId('applicants.0.registeredAddress').querySelectorAll('.address-line')].map((l) => l.textContent)).toEqual([
      '123 Tampines Street 11',
      '#05-67',
      'Singapore 520123',
    ]);
    expect(screen.getByText('Chen Ya Gou')).toBeTruthy();
    expect(screen.getByText('Citizen')).toBeTruthy();
    expect(screen.getByText('SGD 90,000.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide my details' }));
    expect(screen.queryByTestId('applicants.0.IDNumber')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show my details' }));
    expect(screen.getByTestId('applicants.0.IDNumber')).toBeTruthy();
  });

  it("masks another applicant's ID to the last 4 characters once they have submitted", async () => {
    const user = setupUser();
    renderPersons({ ...persons, SubmittedApplicants: { ...persons.SubmittedApplicants, Applicant2: 'true' } });
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByTestId('applicants.1.IDNumber').textContent).toBe('*****321B');
  });

  it("shows a submitted applicant's record read-only, collapsed, and sends it back unchanged", async () => {
    const user = setupUser();
    const submittedSecond = {
      ...persons.ApplicantDtls[1], TitleCode: 'Ms', MaritalStatusCode: '1', MarStatusDesp: 'Single', CountryOfResidenceCode: 'SG',
      CountryOfResidenceDesc: 'Singapore', MobileNumber: '83334444', Email_Address: 'lim@example.sg',
    };
    const h = renderPersons({
      ...persons,
      ApplicantDtls: [persons.ApplicantDtls[0], submittedSecond],
      SubmittedApplicants: { ...persons.SubmittedApplicants, Applicant2: 'true' },
    });
    expect((document.querySelectorAll('details.section')[1] as HTMLDetailsElement).open).toBe(false);
    expect(field('applicants.1.MobileNumber')).toBeNull();
    expect(screen.getByTestId('applicants.1.MobileNumber').textContent).toBe('+65 83334444');
    await fillFirstUser(user);
    await user.click(next());
    await waitFor(() => expect(h.events).toHaveLength(1));
    expect((h.events[0] as { applicants: Applicant[] }).applicants[1]).toEqual(submittedSecond);
  });

  it('does not show prefilled details of an applicant who has not submitted', () => {
    renderPersons();
    expect(screen.queryByRole('button', { name: 'Show details' })).toBeNull();
    expect(screen.queryByTestId('applicants.1.IDNumber')).toBeNull();
  });

  it("shows 2 CPF rows and toggles the rest with 'Click to see more' / 'Click to see less'", async () => {
    const user = setupUser();
    renderPersons();
    const table = document.getElementById('applicants.0-cpf') as HTMLTableElement;
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['For Month', 'Paid On', 'Amount', 'Employer Contribution']);
    expect(table.tBodies[0].rows).toHaveLength(2);
    expect(within(table).getByText('14-06-2025')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Click to see more' }));
    expect(table.tBodies[0].rows).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Click to see less' }));
    expect(table.tBodies[0].rows).toHaveLength(2);
  });

  it('offers no CPF toggle when there are only 2 rows', () => {
    const info = { ...persons.ApplicantsDtlsMyInfo[0] };
    info.cpfContributionHistory = info.cpfContributionHistory.slice(0, 2);
    renderPersons({ ...persons, ApplicantsDtlsMyInfo: [info, persons.ApplicantsDtlsMyInfo[1]] });
    expect(screen.queryByRole('button', { name: 'Click to see more' })).toBeNull();
  });

  it('Next is a plain enabled button for everyone while the form is invalid (GOV.UK: buttons are never disabled)', () => {
    renderPersons();
    expect(next().hasAttribute('disabled')).toBe(false);
    expect(next().hasAttribute('aria-disabled')).toBe(false);
  });

  it('pressing Next on an invalid form shows the messages and sends nothing', async () => {
    const user = setupUser();
    const h = renderPersons();
    await user.click(next());
    // Every blank field spec 2, 5 names: its two-line message (2 mobiles, 2 e-mails, and the first
    // applicant's title and marital status: the spec quotes no other words for them, issue 34 item 17).
    expect(await screen.findAllByText('Please do not leave field blank.')).toHaveLength(6);
    expect(screen.getAllByText('Please fill in the text field.')).toHaveLength(6);
    for (const field of ['MobileNumber', 'TitleCode', 'MaritalStatusCode']) {
      const lines = document.getElementById(`applicants.0.${field}-error`)?.querySelectorAll('.field-error-line');
      expect([...(lines ?? [])].map((l) => l.textContent), field).toEqual(['Please do not leave field blank.', 'Please fill in the text field.']);
    }
    // Pressing Next opens every section, so the messages are in view.
    expect([...document.querySelectorAll('details.section')].every((d) => (d as HTMLDetailsElement).open)).toBe(true);

    await fillContact(user, 0, '+6591234567', 'tan@example');
    await fillContact(user, 1, '9123', 'lim at example.sg');
    await user.click(next());
    expect(await screen.findAllByText('Input 8 digit mobile number, excluding +65', { selector: '.field-error' })).toHaveLength(2);
    expect(screen.getAllByText('Input valid email address format', { selector: '.field-error' })).toHaveLength(2);
    expect(h.events).toEqual([]);
    await user.clear(field('applicants.1.MobileNumber'));
    await user.type(field('applicants.1.MobileNumber'), '87654321');
    await user.clear(field('applicants.1.Email_Address'));
    await user.type(field('applicants.1.Email_Address'), 'lim@example.sg');
    expect(screen.getAllByText('Input 8 digit mobile number, excluding +65')).toHaveLength(1);
    expect(h.actor().getSnapshot().value).toEqual({ application: { personDetails: 'editing' } });
  });

  it('sends user.submitPersons with every applicant once valid', async () => {
    const user = setupUser();
    const h = renderPersons();
    await fillFirstUser(user);
    await fillContact(user, 1, '87654321', 'lim@example.sg');
    await user.click(next());
    const expected: Applicant[] = [
      {
        OrderNumber: 1, IDNumber: 'S1234567D', Person_Name: 'Tan Ah Kow', TitleCode: 'Mr', MaritalStatusCode: '2', MarStatusDesp: 'Married',
        CountryOfResidenceCode: 'SG', CountryOfResidenceDesc: 'Singapore', Position_Code: 'DIR', Position_Desc: 'Director',
        MobileNumber: '91234567', Email_Address: 'tan@example.sg', isJointContributerForMortgageLoan: 'NO',
      },
      {
        OrderNumber: 2, IDNumber: 'S7654321B', Person_Name: 'Lim Mei Ling', Position_Code: 'DIR', Position_Desc: 'Director',
        MobileNumber: '87654321', Email_Address: 'lim@example.sg',
      },
    ];
    await waitFor(() => expect(h.events).toEqual([{ type: 'user.submitPersons', applicants: expected }]));
    expect(h.actor().getSnapshot().value).toEqual({ application: { personDetails: 'saving' } });
  });

  it('prefills the saved values, so a resumed form is valid as it stands', async () => {
    const user = setupUser();
    const saved: PersonForm = {
      ...persons,
      ApplicantDtls: [
        {
          ...persons.ApplicantDtls[0], TitleCode: 'Dr', MaritalStatusCode: '1', MarStatusDesp: 'Single', CountryOfResidenceCode: 'MY',
          CountryOfResidenceDesc: 'Malaysia', MobileNumber: '81112222', Email_Address: 'tan@example.sg', isJointContributerForMortgageLoan: 'YES',
        },
        { ...persons.ApplicantDtls[1], MobileNumber: '83334444', Email_Address: 'lim@example.sg' },
      ],
    };
    const h = renderPersons(saved);
    expect(field('applicants.0.CountryOfResidenceCode').value).toBe('MY');
    await user.click(next());
    await waitFor(() => expect(h.events).toHaveLength(1));
    const sent = (h.events[0] as { applicants: Applicant[] }).applicants;
    expect(sent[0]).toEqual(saved.ApplicantDtls[0]);
    expect(sent[1]).toEqual(saved.ApplicantDtls[1]);
  });

  it('sends only order, ID, name, mobile and e-mail for a person without identity data', async () => {
    const user = setupUser();
    const h = renderPersons(personsWithoutIdentityData);
    expect(field('applicants.0.TitleCode')).toBeNull();
    expect(screen.getByText('Fill Up Contact')).toBeTruthy();
    await user.click(next());
    await waitFor(() => expect(h.events).toHaveLength(1));
    expect(h.events[0]).toEqual({
      type: 'user.submitPersons',
      applicants: [{ OrderNumber: 1, IDNumber: 'S1234567D', Person_Name: 'Tan Ah Kow', MobileNumber: '91234567', Email_Address: 'a@b.sg' }],
    });
  });

  it('asks the joint-contributor question for the online product only', async () => {
    const user = setupUser();
    const h = renderPersons({ ...persons, Request_Form: { FinancingProduct: 'Personalised', Property: 'N' } });
    expect(field('applicants.0.isJointContributerForMortgageLoan')).toBeNull();
    await fillOwn(user, 0, 'Ms', '1', '91234567', 'tan@example.sg');
    await fillContact(user, 1, '87654321', 'lim@example.sg');
    await user.click(next());
    await waitFor(() => expect(h.events).toHaveLength(1));
    const first = (h.events[0] as { applicants: Applicant[] }).applicants[0];
    expect('isJointContributerForMortgageLoan' in first).toBe(false);
  });

  it('Back sends user.back', async () => {
    await expectBack(renderPersons(), { application: { companyDetails: 'loading' } });
  });

  it('offers Retry instead of the form when the persons could not be loaded', async () => {
    await expectRetryLoads(renderPersons(null, { application: { personDetails: 'unavailable' } }), { application: { personDetails: 'loading' } });
  });

  describe('applicants and who edits them (spec 2, 2.1 and 4)', () => {
    const sectionTitles = () => [...document.querySelectorAll('details.section > summary')].map((x) => x.textContent);

    it('shows up to 5 applicants for the Online product and 2 for the others', () => {
      renderPersons(fivePersons);
      expect(sectionTitles()).toEqual(['Tan Ah Kow', 'Lim Mei Ling', 'Ong Three', 'Ong Four', 'Ong Five']);
      cleanup();
      renderPersons({ ...fivePersons, Request_Form: { FinancingProduct: 'AIP', Property: 'Y' } });
      expect(sectionTitles()).toEqual(['Tan Ah Kow', 'Lim Mei Ling']);
    });

    it('lets a user who is not applicant 1 edit only their own details, found by ID number, with Back disabled', async () => {
      const user = setupUser();
      const saved: PersonForm = {
        ...fivePersons,
        ApplicantDtls: fivePersons.ApplicantDtls.map((a) => (a.OrderNumber === 1 ? { ...a, MobileNumber: '91234567', Email_Address: 'tan@example.sg' } : a)),
      };
      const h = renderAsOtherUser(saved, 's1111111d');
      const sections = [...document.querySelectorAll('details.section')] as HTMLDetailsElement[];
      expect(sections.map((d) => d.open)).toEqual([false, false, true, false, false]);
      expect(screen.getAllByText('Fill Up Form')).toHaveLength(1);
      expect(field('applicants.2.TitleCode')).toBeTruthy();
      for (const i of [0, 1, 3, 4]) expect(field(`applicants.${i}.MobileNumber`)).toBeNull();
      expect(screen.getByTestId('applicants.0.MobileNumber').textContent).toBe('+65 91234567');
      // Their own prefilled details: unmasked.
      expect(screen.getByTestId('applicants.2.IDNumber').textContent).toBe('S1111111D');
      const back = screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement;
      expect(back.disabled).toBe(true);
      await user.click(back);

      await fillOwn(user, 2, 'Mr', '1', '83334444', 'ong@example.sg');
      await user.selectOptions(field('applicants.2.isJointContributerForMortgageLoan'), 'NA');
      await user.click(next());
      await waitFor(() => expect(h.events).toHaveLength(1));
      const sent = (h.events[0] as { type: string; applicants: Applicant[] });
      expect(sent.type).toBe('user.submitPersons');
      expect(sent.applicants[2]).toMatchObject({ OrderNumber: 3, IDNumber: 'S1111111D', TitleCode: 'Mr', MobileNumber: '83334444', isJointContributerForMortgageLoan: 'NA' });
      expect(sent.applicants[0]).toMatchObject({ OrderNumber: 1, MobileNumber: '91234567', Email_Address: 'tan@example.sg' });
    });

    it('edits nothing when the ID given on Welcome is not one of the applicants', () => {
      renderAsOtherUser(fivePersons, 'S0000000A');
      expect(document.querySelectorAll('input, select')).toHaveLength(0);
    });
  });

  describe('applicant 2 from the holders (spec 2, 2.1 and 5)', () => {
    const holders = [
      { IDNumber: 'S1234567D', Person_Name: 'Tan Ah Kow' },
      { IDNumber: 'S7654321B', Person_Name: 'Lim Mei Ling' },
      { IDNumber: 'S1111111D', Person_Name: 'Ong Three' },
    ];
    const picking: PersonForm = {
      ...persons,
      Request_Form: { FinancingProduct: 'Personalised', Property: 'N' },
      ApplicantsDtlsMyInfo: [{ ...firstUserInfo, isAuthorisedPerson: 'N' }],
      ApplicantDtls: [{ ...persons.ApplicantDtls[0], TitleCode: 'Mr', MaritalStatusCode: '2', CountryOfResidenceCode: 'SG', MobileNumber: '91234567', Email_Address: 'tan@example.sg' }],
      Holdersdetails: holders,
    };

    it('offers every holder but the current user, requires a pick and sends the holder as applicant 2', async () => {
      const user = setupUser();
      const h = renderPersons(picking);
      const select = field('applicants.1.holderId') as HTMLSelectElement;
      expect([...select.options].map((o) => o.textContent)).toEqual(['Please select', 'Lim Mei Ling', 'Ong Three']);
      await fillContact(user, 1, '87654321', 'ong@example.sg');
      await user.click(next());
      expect(await screen.findByText('Please select the authorised person from the list.', { selector: '.field-error' })).toBeTruthy();
      expect(h.events).toEqual([]);
      await user.selectOptions(select, 'S1111111D');
      await user.click(next());
      await waitFor(() => expect(h.events).toHaveLength(1));
      expect((h.events[0] as { applicants: Applicant[] }).applicants[1]).toEqual({
        OrderNumber: 2, IDNumber: 'S1111111D', Person_Name: 'Ong Three', MobileNumber: '87654321', Email_Address: 'ong@example.sg',
      });
    });

    it.each<[string, PersonForm]>([
      ['the Online product', { ...picking, Request_Form: { FinancingProduct: 'Online', Property: 'N' } }],
      ['the authorised-person flag Y', { ...picking, ApplicantsDtlsMyInfo: [{ ...firstUserInfo, isAuthorisedPerson: 'Y' }] }],
    ])('offers no holders for %s', (_n, form) => {
      renderPersons(form);
      expect(field('applicants.1.holderId')).toBeNull();
    });
  });

  describe('identity data must be complete before submit (spec 2, 5; spec 3, 5)', () => {
    const savedFirst = { ...persons.ApplicantDtls[0], TitleCode: 'Mr', MaritalStatusCode: '2', CountryOfResidenceCode: 'SG', MobileNumber: '91234567', Email_Address: 'tan@example.sg' };
    const savedSecond = { ...persons.ApplicantDtls[1], TitleCode: 'Ms', MaritalStatusCode: '1', CountryOfResidenceCode: 'SG', MobileNumber: '87654321', Email_Address: 'lim@example.sg' };
    const withFirst = (patch: Partial<typeof firstUserInfo>): PersonForm => ({
      ...persons,
      ApplicantsDtlsMyInfo: [{ ...firstUserInfo, ...patch }, secondUserInfo],
      ApplicantDtls: [savedFirst, savedSecond],
    });
    const withSecond = (patch: Partial<typeof secondUserInfo>): PersonForm => ({
      ...persons,
      ApplicantsDtlsMyInfo: [firstUserInfo, { ...secondUserInfo, ...patch }],
      ApplicantDtls: [savedFirst, savedSecond],
    });

    it.each([
      ['first user, race missing', () => renderPersons(withFirst({ RACE_DESC: '' })), 'Missing data from Myinfo. Do update in Myinfo before reapplying.'],
      ['first user, foreign address line 2 missing', () => renderPersons(withFirst({ REG_ADD_TYPE: 'F', REG_ADD_LINE1: 'X', REG_ADD_LINE2: '' })), 'Missing data from Myinfo. Do update in Myinfo before reapplying.'],
      ['first user, date of birth without a day', () => renderPersons(withFirst({ DATE_OF_BIRTH: '1980-02' })), 'Incomplete data from Myinfo. Do update in Myinfo before reapplying.'],
      ['sub user, position missing', () => renderAsOtherUser(withSecond({ Position_Code: '' }), 'S7654321B'), 'Missing data from Myinfo. Do update in Myinfo before resuming your application via the email link.'],
      ['sub user, bad date of birth', () => renderAsOtherUser(withSecond({ DATE_OF_BIRTH: '01-07-1985' }), 'S7654321B'), 'Incomplete data from Myinfo. Do update in Myinfo before resuming your application via the email link.'],
    ])('%s', async (_n, render, message) => {
      const user = setupUser();
      const h = render();
      await user.click(next());
      expect((await screen.findByTestId('identity-data-error')).textContent).toBe(message);
      expect(h.events).toEqual([]);
    });

    it('sends once the record is complete', async () => {
      const user = setupUser();
      const h = renderPersons(withFirst({}));
      await user.click(next());
      await waitFor(() => expect(h.events).toHaveLength(1));
      expect(screen.queryByTestId('identity-data-error')).toBeNull();
    });
  });
});
