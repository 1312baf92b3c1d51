import { expect, it } from 'vitest';
import { paths } from '../../src/contract';
import { MERLION, lookUp, mailingAndFinancials, merlionSubmitted, retrieved } from './helpers/journey';
import { describeBank } from './helpers/suite';

/**
 * Spec 2, 4: a status enquiry is about an application the bank has received; an unfinished draft is
 * not one. A newer draft of the same person must not hide the submitted application from the enquiry,
 * while a resume still finds the draft to go on with.
 */
describeBank('status lookup beside a newer draft', (bank, api) => {
  it('finds the submitted application for a status enquiry, not the newer draft', async () => {
    const old = await merlionSubmitted(api);
    bank.clock.advance(60_000);
    const draft = await retrieved(api, MERLION.first.nric);
    expect(draft.refNo).not.toBe(old.refNo);

    const enquiry = await lookUp(api, MERLION.uen, MERLION.first.nric, 'Status');
    expect(enquiry.body.isSucess).toBe(true);
    expect(enquiry.body.model).toMatchObject({ referenceNo: old.refNo, stateid: old.stateId, status: 'SUBMITTED', moblileNo: '****4567' });

    const resume = await lookUp(api, MERLION.uen, MERLION.first.nric, 'Resume');
    expect(resume.body.model).toMatchObject({ referenceNo: draft.refNo, status: '' });
  });

  it('finds no record to enquire about when the person has only a draft', async () => {
    await retrieved(api, MERLION.first.nric);
    const enquiry = await lookUp(api, MERLION.uen, MERLION.first.nric, 'Status');
    expect(enquiry.body).toMatchObject({ isSucess: false, message: 'We are sorry. There are no records found.', model: null });
  });
});

/**
 * Issue 34, item 2: an invited co-director who started a draft of her own and left it (no mobile on
 * record in it, so no OTP can reach her there) must still be able to resume the joint application
 * she was invited to, before and after her own draft expires.
 */
describeBank('resume of an invited applicant beside her own abandoned draft', (bank, api) => {
  const DAY = 24 * 3600 * 1000;

  it('finds the joint application waiting for her, not her newer draft', async () => {
    const joint = await merlionSubmitted(api);
    bank.clock.advance(60_000);
    const own = await retrieved(api, MERLION.second.nric);
    expect(own.refNo).not.toBe(joint.refNo);

    const resume = await lookUp(api, MERLION.uen, MERLION.second.nric, 'Resume');
    expect(resume.body.model).toMatchObject({ referenceNo: joint.refNo, status: '', isContinue: 'true', moblileNo: '****5678' });
  });

  it('still finds the joint application once her own draft has expired', async () => {
    const joint = await merlionSubmitted(api);
    bank.clock.advance(60_000);
    const own = await retrieved(api, MERLION.second.nric);
    // The officer has moved the joint application's deadline on (as the officer console does), past her draft's 30 days.
    await bank.db.query(`update applications set deadline_override = '2099-12-31' where reference_no = $1`, [joint.refNo]);
    bank.clock.advance(31 * DAY);
    const resume = await lookUp(api, MERLION.uen, MERLION.second.nric, 'Resume');
    expect(resume.body.model).toMatchObject({ referenceNo: joint.refNo, status: '', isContinue: 'true' });
    expect(resume.body.model?.referenceNo).not.toBe(own.refNo);
  });
});

/**
 * Issue 34, item 3: a draft left before Personal Details has no mobile on record, so no OTP can prove
 * who is back. The identity service can: the lookup says to sign in, the start continues that draft,
 * the token opens nothing of it until the person the lookup found has signed in, and what was saved
 * before (the company details) is there afterwards.
 */
describeBank('resume of a draft left before Personal Details', (_bank, api) => {
  it('goes through the sign-in of the person found, and keeps what was saved', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    expect((await api.post(paths.saveCompany, mailingAndFinancials({ stateId: s.stateId, referenceNo: s.refNo }), s.token)).status).toBe(200);

    const found = await lookUp(api, MERLION.uen, MERLION.first.nric, 'Resume');
    expect(found.body.model).toMatchObject({ referenceNo: s.refNo, status: '', moblileNo: '', resumeBy: 'signIn' });

    const state = await api.post(paths.createState, { packageId: '12000', dataFields: '' }, found.lookupToken);
    expect(state.body.model).toMatchObject({ stateId: s.stateId, referenceNo: s.refNo, packageId: '12000' });
    // Before the sign-in the token opens nothing of the application.
    expect((await api.get(paths.getCompany(s.stateId), found.lookupToken)).status).toBe(403);
    // Only the person the lookup found may sign in to it.
    expect((await api.post(paths.myInfoData(s.stateId, MERLION.second.nric), undefined, found.lookupToken)).body).toMatchObject({ statuscode: 'FAIL' });

    const signedIn = await api.post(paths.myInfoData(s.stateId, MERLION.first.nric), undefined, found.lookupToken);
    expect(signedIn.body).toMatchObject({ statuscode: 'OK' });
    const company = await api.get(paths.getCompany(s.stateId), signedIn.body.token);
    expect(company.status).toBe(200);
    expect(company.body.model.fields.request.financialHighlights.AnnualRevenue1).toBe('1250000.00');
  });

  it('a status enquiry and a resume with a mobile on record still go through the OTP', async () => {
    const s = await merlionSubmitted(api);
    const enquiry = await lookUp(api, MERLION.uen, MERLION.first.nric, 'Status');
    expect(enquiry.body.model).toMatchObject({ referenceNo: s.refNo, resumeBy: 'otp' });
    const resume = await lookUp(api, MERLION.uen, MERLION.second.nric, 'Resume');
    expect(resume.body.model).toMatchObject({ referenceNo: s.refNo, resumeBy: 'otp' });
    // A lookup that found a person with a mobile never lets the start continue the application unproven.
    const state = await api.post(paths.createState, { packageId: '13000', dataFields: '' }, resume.lookupToken);
    expect(state.body.model.stateId).not.toBe(s.stateId);
  });
});
