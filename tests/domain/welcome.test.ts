import { messages } from '../../src/domain/messages';
import { validationErrors } from '../../src/domain/schemas';
import { LOOKUP_OPTIONS, lookupNoticeLines, welcomeSchema } from '../../src/domain/welcome';

describe("'Welcome back!' form (spec 2 s5 status form)", () => {
  const valid = { option: 'Status', uen: '201912345K', nric: 'S9123456M', human: false };

  it('requires the option, UEN and NRIC/FIN', () => {
    expect(validationErrors(welcomeSchema({ captcha: false }), { option: '', uen: ' ', nric: '', human: false })).toEqual({
      option: 'Select Status Enquiry / View Offer or Resume Application Option.',
      uen: messages.uenRequired,
      nric: messages.nricRequired,
    });
    expect(validationErrors(welcomeSchema({ captcha: false }), valid)).toEqual({});
  });

  it('asks for the human check only when the captcha is on', () => {
    expect(validationErrors(welcomeSchema({ captcha: true }), valid)).toEqual({ human: 'Please do not leave field blank.' });
    expect(validationErrors(welcomeSchema({ captcha: true }), { ...valid, human: true })).toEqual({});
  });

  it('offers the two options with the spec labels', () => {
    expect(LOOKUP_OPTIONS).toEqual([
      { code: 'Status', label: 'Status Enquiry / View Offer' },
      { code: 'Resume', label: 'Resume Application' },
    ]);
  });

  it.each([
    ['noRecords', ['We are sorry. There are no records found.']],
    ['noRecordsEnquiry', [messages.noRecordsStatusEnquiry]],
    ['cancelled', ['The financing application has been cancelled. Please reapply.']],
    ['noMobile', ['We are sorry. There are no records found.', 'Invalid Mobile Number.']],
  ] as const)('notice %s says %o', (notice, lines) => {
    expect(lookupNoticeLines(notice)).toEqual(lines);
  });
});
