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
