import type { z } from 'zod';
import type { CreateOfficerApplication, FinancingApplication, SavedApplicant } from '../../../src/contract';
import { bankFigures } from '../../../src/domain/bankFigures';
import type { Queryable } from '../../db/db';
import { badRequest } from '../../http/errors';
import { findByUen, validationCodeOf, type PersonaDef } from '../../personas';
import { INDICATIVE_RATE_PERCENT, MAX_APPLICANTS_BTL, PROGRESS_COMPLETE, PROGRESS_PENDING } from '../../../src/domain/constants';
import { findBranch } from '../steps/branches';
import {
  createApplication,
  updateApplication,
  type ApplicationRow,
  type StoredPerson,
  type SubmittedMap,
} from '../../store/applications';
import { createState } from '../../store/states';
import { applicantKey } from '../steps/views/person';

export type CreateInput = z.output<typeof CreateOfficerApplication>;

/** Spec 3, 1: BTL is the online product, PBF the personalised one, AIP the property approval in-principle. */
const PRODUCTS = { BTL: 'Online', PBF: 'Personalised', AIP: 'AIP' } as const;

/** The property of an AIP application: an address of the SIM postal directory. */
export const SAMPLE_PROPERTY_ADDRESS = '10 UBI CRESCENT, UBI TECHPARK, SINGAPORE 408564';
const DISBURSEMENT_BRANCH = '012';

/** Mobile numbers of officer-made applications: 9 and the seven digits of the NRIC (S1234567D -> 91234567). */
export const mobileOf = (nric: string) => `9${nric.replace(/\D/g, '').padEnd(7, '0').slice(0, 7)}`;
/** 'TAN WEI MING' -> tan.wei.ming@example.com (example.com never delivers mail). */
export const emailOf = (name: string) =>
  `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.|\.$/g, '').slice(0, 40) || 'applicant'}@example.com`;

function personaFor(uen: string, today: Date): PersonaDef {
  const persona = findByUen(uen, today);
  if (!persona) {
    throw badRequest(`uen ${uen} is not a persona of the SIM identity service (GET /api/sim/personas lists them).`, [
      { path: 'uen', message: 'is not a persona UEN' },
    ]);
  }
  if (persona.persons.length > MAX_APPLICANTS_BTL) {
    throw badRequest(`uen ${uen}: that persona has ${persona.persons.length} persons; an application holds at most ${MAX_APPLICANTS_BTL}.`, [
      { path: 'uen', message: `names a business with more than ${MAX_APPLICANTS_BTL} persons` },
    ]);
  }
  return persona;
}

function financingOf(input: CreateInput, stateId: string): FinancingApplication {
  const product = PRODUCTS[input.product];
  return {
    referenceNo: '',
    financingType: input.financingType,
    financingProduct: product,
    isExistingOTPAvailable: input.product === 'AIP' ? input.isExistingOTPAvailable : '',
    financingAmount: input.amount,
    financingTenure: input.tenure,
    // The figures a walked journey stores: the bank's own, never an applicant's.
    ...bankFigures(product, input.amount, input.tenure, INDICATIVE_RATE_PERCENT),
    referralCode: '',
    promoCode: '',
    remarks: 'Created by the officer console (SIM).',
    stateId,
    // Personalised financing needs a purpose; working capital is the plainest. AIP is a property loan.
    wcl: input.product === 'PBF' ? 'Y' : 'N',
    property: input.product === 'AIP' ? 'Y' : 'N',
    trade: 'N',
    gas: 'N',
    esg: 'N',
    ddlPromoReferralCode1: '',
    ddlPromoReferralCode2: '',
    source: '',
  };
}

/**
 * A submitted application straight from a persona, as if the journey had been walked: company and
 * persons from the registry (applicant 1 is the first person), every applicant's mobile and e-mail,
 * financial highlights, declarations, the account for the online product, and who has submitted.
 * `progressGiven` is false when the body named no progress: the application is then pending or
 * complete by who has submitted, as a real submit would leave it.
 */
export async function createFromPersona(q: Queryable, input: CreateInput, progressGiven: boolean, now: Date): Promise<ApplicationRow> {
  const persona = personaFor(input.uen, now);
  const state = await createState(q, { packageId: '12000', appId: 'SIM-OFFICER', dataFields: '' }, now);
  const created = await createApplication(q, { stateId: state.state_id, financing: financingOf(input, state.state_id) }, now);

  const persons: StoredPerson[] = persona.persons.map((p, i) => ({ ...p, OrderNumber: i + 1 }));
  const submittedOrders = input.submitted === 'all' ? persons.map((p) => p.OrderNumber) : [1];
  const applicants: SavedApplicant[] = persons.map((p) => {
    const contact = {
      OrderNumber: p.OrderNumber,
      IDNumber: p.IDNumber,
      Person_Name: p.Person_Name,
      Position_Code: p.Position_Code,
      Position_Desc: p.Position_Desc,
      MobileNumber: mobileOf(p.IDNumber),
      Email_Address: emailOf(p.Person_Name),
    };
    if (!submittedOrders.includes(p.OrderNumber)) return contact;
    // Those who submitted retrieved their own data and owe title, marital status and residence.
    return {
      ...contact,
      TitleCode: p.Gender === 'F' ? 'MS' : 'MR',
      MaritalStatusCode: '1',
      MarStatusDesp: 'Single',
      CountryOfResidenceCode: 'SG',
      CountryOfResidenceDesc: 'SINGAPORE',
      isJointContributerForMortgageLoan: input.product === 'BTL' ? 'NO' : undefined,
    };
  });
  const submitted: SubmittedMap = { Applicant1: 'false', Applicant2: 'false', Applicant3: 'false', Applicant4: 'false', Applicant5: 'false' };
  for (const order of submittedOrders) submitted[applicantKey(order)] = 'true';
  const everyone = submittedOrders.length === persons.length;
  const branch = findBranch(DISBURSEMENT_BRANCH);

  return updateApplication(
    q,
    created.reference_no,
    {
      persona_uen: persona.company.Company_UEN,
      company: persona.company,
      persons,
      retrieved_nrics: persons.filter((p) => submittedOrders.includes(p.OrderNumber)).map((p) => p.IDNumber),
      accounts: persona.accounts,
      account_list_delay: 0,
      validation_code: validationCodeOf(persona),
      financials: {
        LatestFinancialYearEndDate: '2025-12-31',
        AnnualRevenue1: '1250000.00',
        ProfitOrLossBeforeTax1: '180000.00',
        PreviousFinancialYearEndDate: '',
        AnnualRevenue2: '',
        ProfitOrLossBeforeTax2: '',
      },
      applicants,
      account:
        input.product === 'BTL'
          ? {
              disbursement_Branch_Code: DISBURSEMENT_BRANCH,
              disbursement_Branch_Desc: branch?.branchDescription ?? '',
              disbursement_Branch_Account_No: persona.accounts?.[0] ?? '',
            }
          : null,
      declarations_accepted_at: now,
      property: input.product === 'AIP' ? { PropertyAddress: SAMPLE_PROPERTY_ADDRESS, PropertyInMind: 'Y' } : null,
      status: 'Submitted',
      progress: progressGiven ? input.progress : everyone ? PROGRESS_COMPLETE : PROGRESS_PENDING,
      submitted_applicants: submitted,
      submitted_at: now,
      status_changed_at: now,
    },
    now,
  );
}
