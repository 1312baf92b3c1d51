import { expect, it } from 'vitest';
import { MERLION, lookUp, merlionSubmitted, retrieved } from './helpers/journey';
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
