import { errorCodeMessages, errorPage, labels, M27_CHECKS, messages, otpFailureMessage, unknownErrorMessage } from '../../src/domain/messages';
import { pageMessages } from '../../src/domain/pageMessages';

/** The whole catalogue: what the start page loads and what only later screens show. */
const catalogue = { ...messages, ...pageMessages };

// Quoted strings of the spec, verbatim (spec README: typos included).
describe('verbatim catalogue', () => {
  it.each([
    ['serviceNotAvailable', 'Service is not available.', 'spec 1 s7'],
    ['pleaseTryAgain', 'Please try again', 'spec 1 s7'],
    ['saveFailedTitle', 'Oops!', 'spec 2 s8'],
    ['saveFailedBody', 'Something went wrong. Please try again.', 'spec 2 s8'],
    ['invalidData', 'Error: Invalid data.', 'spec 2 s8'],
    ['captchaLoadFailed', 'Unable to load reCAPTCHA. Please check internet connection.', 'spec 3 s8'],
    ['amountRangePersonalised', 'Input Min.S$ 20,000 - Max.S$ 10,000,000', 'spec 1 s5.1'],
    ['amountRangeProperty', 'Input Min.S$ 200,000 - Max.S$ 10,000,000', 'spec 1 s5.1'],
    ['readDeclarationFirst', 'Please click on the hyperlink to read the declaration and T&C before selecting the checkbox to proceed.', 'spec 1 s5.1'],
    ['latestFinancialOutOfRange', 'Latest financial information must be within 2 years from application date.', 'spec 1 s5.2'],
    ['previousFinancialOutOfRange', 'Previous financial year end date must be within 1 year from latest financial year end date', 'spec 1 s5.2'],
    ['numericOnly', 'Input numeric only.', 'spec 1 s5.2'],
    ['decimalOnly', 'Input decimal only.', 'spec 1 s5.2'],
    ['blankField', 'Input the blank field', 'spec 1 s5.2'],
    ['moreThanZero', 'Input should be more than 0.00', 'spec 1 s5.2'],
    ['postalSearchRequired', 'Please input postal code and click Search icon to retrieve the address.', 'spec 3 s5'],
    ['mobileInvalid', 'Input 8 digit mobile number, excluding +65', 'spec 1 s5.4'],
    ['emailMax', 'Input max 60 characters', 'spec 1 s5.4'],
    ['emailInvalid', 'Input valid email address format', 'spec 1 s5.4'],
    ['contactBlank', 'Please do not leave field blank. Please fill in the text field.', 'spec 1 s5.4'],
    ['personBlankLine1', 'Please do not leave field blank.', 'spec 2 s5'],
    ['personBlankLine2', 'Please fill in the text field.', 'spec 2 s5'],
    ['missingPersonalData', 'Missing data from Myinfo. Do update in Myinfo before reapplying.', 'spec 3 s5 (reused, ADR 0003)'],
    ['missingMyinfoFirstUser', 'Missing data from Myinfo. Do update in Myinfo before reapplying.', 'spec 3 s5'],
    ['missingIdentityDataFirstUser', 'Missing data from the identity service. Do update it before reapplying.', 'spec 2 s5'],
    ['incompleteMyinfoFirstUser', 'Incomplete data from Myinfo. Do update in Myinfo before reapplying.', 'spec 3 s5'],
    ['fillUpForm', 'Fill Up Form', 'spec 2 s2.1'],
    ['fillUpContact', 'Fill Up Contact', 'spec 2 s2.1'],
    ['seeMore', 'Click to see more', 'spec 2 s2.1'],
    ['seeLess', 'Click to see less', 'spec 2 s2.1'],
    ['pleaseSelect', 'Please select', 'spec 2 s2.1'],
    ['notApplicable', 'Not Applicable', 'spec 1 s2.2'],
    ['summaryTitle', 'SME e-Financing Application Summary', 'spec 2 s2.3'],
    ['otpInvalidFormat', 'Please enter valid numeric 6-digit OTP', 'spec 2 s5'],
    ['otpInvalidMobile', 'Invalid Mobile Number.', 'spec 2 s5'],
    ['otpTwoTriesLeft', 'The OTP entered has expired/ is invalid. Please re-enter the 6-digit OTP. 2 tries left.', 'spec 2 s8'],
    ['otpOneTryLeft', 'The OTP entered has expired/ is invalid. Please re-enter the 6-digit OTP. 1 try left.', 'spec 2 s8'],
    ['otpTimerExpired', 'The OTP entered has expired/is invalid. Please re-enter the 6-digit OTP.', 'spec 2 s8'],
    [
      'otpDuplicate',
      'You have already submitted an OTP request earlier. To avoid multiple requests, please wait a few minutes for your OTP to be sent to you before making another request.',
      'spec 2 s8',
    ],
    ['otpSentPrefix', 'OTP has been sent to +65', 'spec 2 s2.4'],
    ['otpExceededTitle', 'Oops!', 'spec 2 s2.5'],
    ['sessionTimeout', 'Sorry, your session has time out. Kindly restart the application again.', 'spec 2 s8'],
    ['invalidIdentityInput', 'Invalid input. Please enter correct input.', 'spec 2 s5'],
    ['noRecords', 'We are sorry. There are no records found.', 'spec 2 s8'],
    ['applicationExpired', 'Your application has expired. Please reapply.', 'spec 2 s8'],
    ['cancelled', 'The financing application has been cancelled. Please reapply.', 'spec 2 s4'],
    ['getStatusFailed', 'Something went wrong. Unable to proceed the status enquiry.', 'spec 2 s8'],
    ['welcomeBack', 'Welcome back!', 'spec 2 s2.6'],
    ['statusOptionRequired', 'Select Status Enquiry / View Offer or Resume Application Option.', 'spec 2 s5'],
    ['submissionInProgress', 'Submission in Progress', 'spec 2 s2.8'],
    ['applicationReceived', 'We have received your application.', 'spec 2 s2.9'],
    ['onHold', 'Your online SME e-Financing application is currently on hold.', 'spec 2 s2.10'],
    ['applicationPending', 'Application Pending', 'spec 2 s2.10'],
    ['offerExpired', 'Your letter of Offer has expired. Do reapply again.', 'spec 2 s2.12'],
    ['acceptanceInProgress', 'Acceptance in progress', 'spec 2 s2.14'],
    [
      'invalidBoardMeetingDate',
      'Invalid board meeting date! Note: BR date must be on the same day or after LO generation date and within 14 days from LO generation date.',
      'spec 2 s5',
    ],
    ['selectUpTo5', 'Select up to 5 check boxes', 'spec 3 s8'],
    ['selectUpTo4', 'Select up to 4 check boxes', 'spec 3 s8'],
    ['selectOneOrMore', 'Select 1 or more check boxes', 'spec 3 s8'],
    ['selectYesOrNo', 'Select yes or no option', 'spec 3 s8'],
    ['businessTypeUnsuccessful', 'Your request is unsuccessful due to business type.', 'spec 2 s8'],
    ['uploadLimit', 'You have exceeded the upload limit of 10 documents for this document type.', 'spec 3 s5'],
    ['uploadRowIncomplete', 'Please choose type of document and upload your document.', 'spec 3 s5'],
    ['fileTypeTitle', 'File Type Not Supported', 'spec 3 s5'],
    ['fileTypeBody', 'Please ensure your file format is in JPEG, PNG or PDF format', 'spec 3 s5'],
    ['fileSizeTitle', 'File Size Too Large', 'spec 3 s5'],
    ['fileSizeBody', 'Please ensure your file is below 15MB', 'spec 3 s5'],
    ['numericCharacters', 'Input numeric characters', 'spec 3 s5'],
    ['sameProductType', 'Please do not select the same product type.', 'spec 3 s5'],
    ['duplicateBalance', 'Duplicate entry. Please key in a different account number or currency.', 'spec 3 s5'],
    ['typeOfFinancingRequired', 'Select "Type of financing" option.', 'spec 3 s5'],
    ['propertyPurposeRequired', 'Select "Purpose of this property" option.', 'spec 3 s5'],
    ['propertyInMindRequired', 'Select "Do you have property in mind" option.', 'spec 3 s5'],
    ['leaseholdRequired', 'Select Yes or No option for "Is it leasehold"', 'spec 3 s5'],
    ['balanceRequired', 'Please click add balance details link and enter the average month end bank balance.', 'spec 3 s5'],
    ['debtCommitmentsRequired', 'Please key in the "Total monthly debt commitments with other banks"', 'spec 3 s5'],
    ['propertyFormBlank', 'Do not leave field blank. Please fill in.', 'spec 3 s5'],
  ] as const)('%s is verbatim (%s)', (key, text, _section) => {
    expect(catalogue[key]).toBe(text);
  });

  it.each([
    ['requiredFieldOnSummary', () => messages.requiredFieldOnSummary('Tenure'), 'Tenure is required field. Please click edit button to update the form.', 'spec 2 s5'],
    ['invalidDay', () => messages.invalidDay(28), 'Invaild day! Please choose day equal or lesser than 28', 'spec 2 s5 (typo kept)'],
    ['jointApplicationInProgress', () => messages.jointApplicationInProgress(1, 2), 'Joint Application in Progress (1/2 Done)', 'spec 2 s2.8'],
    ['accountEitherYes', () => messages.accountEitherYes('BANK'), 'Please select either BANK Account Details as Yes or Other Bank Details as Yes', 'spec 3 s5'],
    ['upToYears', () => messages.upToYears(30), 'Up to 30 years', 'spec 3 s2'],
    ['maxLength (same pattern as emailMax)', () => messages.maxLength(60), messages.emailMax, 'spec 1 s5.4'],
  ])('%s builds the quoted text', (_name, build, text) => {
    expect(build()).toBe(text);
  });

  // Strings the spec describes without quoting: ours, but they must exist, be sentences and say the right thing.
  it.each([
    ['getFailed', /unable to retrieve data/i],
    ['noProductSelected', /no preferred financing selected/],
    ['amountRangeOnline', /S\$ 20,000.*S\$ 300,000/],
    ['amountRequired', /amount/i],
    ['tenureRequired', /tenure/i],
    ['consentRequired', /consent/i],
    ['mailingOptionRequired', /mailing address.*same as your registered address/i],
    ['postalCodeInvalid', /6 digit postal code/i],
    ['branchRequired', /branch/i],
    ['accountRequired', /account/i],
    ['noActiveAccount', /active account/i],
    ['noAccountResult', /account/i],
    ['noCurrentOrSavingsAccount', /user has no current or savings account/],
    ['noPurposeSelected', /purpose/i],
    ['financingTypeRequired', /Conventional or Islamic/],
    ['existingOtpRequired', /Option to Purchase/],
    ['promoMax', /^Input max 20 characters$/],
    ['dateInvalid', /valid date/i],
    ['streetCharsInvalid', /letters/i],
    ['noRecordsStatusEnquiry', /no records to status enquiry \/ view offer/],
  ] as const)('ours: %s', (key, pattern) => {
    expect(catalogue[key]).toMatch(pattern);
  });
});

describe('error and ineligibility page codes (spec 2 s8)', () => {
  const allCodes = [
    'NonLive', 'NON-LIVE', 'M05', 'EMPTY-COMPDTLS', 'EMPTY-APDTLS', '780', 'GetStatusFailed', 'GETSTATUS-FAILED',
    'ConsentFailed', 'CONSENT-FAILED', 'M01', 'M02', 'M03', 'M04', 'M06', 'M07', 'M07HA', 'M08', 'M24', 'M26', 'M09',
    'M10', 'M11', 'M12', '779', 'M14', '777', 'M17', '778', 'M13', 'M20', 'M28', 'M15', 'M29', 'M18', 'M16', 'M21',
    'M22', 'M23', 'M27', '500', 'InvalidMyInfoBiz', 'InvalidMyInfoPerson', 'InvalidMyInfoSubAP', 'InvalidCompType',
    'InvalidProdType', 'PreKnockoutFailed',
  ];
  it.each(allCodes)('%s has a message', (code) => {
    expect(errorCodeMessages[code]).toEqual(expect.any(String));
    expect((errorCodeMessages[code] as string).length).toBeGreaterThan(10);
  });

  it.each([
    ['GetStatusFailed', 'Something went wrong. Unable to proceed the status enquiry.'],
    ['M07', 'Your request is unsuccessful due to business type.'],
    ['M07HA', 'Your request is unsuccessful due to business type.'],
    ['M03', 'Incomplete data from Myinfo. Do update in Myinfo before reapplying.'],
  ])('%s is the quoted text', (code, text) => {
    expect(errorCodeMessages[code]).toBe(text);
  });

  it.each([
    ['M09', /S\$100,000/],
    ['M22', /S\$700,000/],
    ['M23', /S\$300,000/],
    ['M11', /S\$20Mil/],
    ['778', /six months/],
    ['M13', /six months/],
    ['M20', /six months/],
    ['M28', /12 months/],
    ['780', /unable to proceed your application online/],
    ['M16', /Relationship Manager/],
    ['ConsentFailed', /2 days/],
    ['M06', /resume/i],
    ['M10', /up to 5/],
  ])('%s says what the table says', (code, pattern) => {
    expect(errorCodeMessages[code]).toMatch(pattern);
  });

  it.each([
    ['M06', 'resume'],
    ['779', 'resume'],
    ['M14', 'resume'],
    ['M11', 'getInTouch'],
    ['M16', 'getInTouch'],
    ['ConsentFailed', 'getInTouch'],
    ['M05', 'home'],
    ['500', 'home'],
  ] as const)('errorPage(%s) offers %s', (code, action) => {
    expect(errorPage(code)).toMatchObject({ code, known: true, action, message: errorCodeMessages[code] });
  });

  it('unknown codes: unable to proceed your application with a generic code', () => {
    expect(errorPage('Z99')).toMatchObject({ known: false, action: 'home' });
    expect(errorPage('Z99').message).toContain('unable to proceed your application');
    expect(errorPage('Z99').message).toContain('Z99');
    expect(unknownErrorMessage()).toContain('xxxx');
  });

  it('M27 shows the quoted passed and failed checks', () => {
    expect(M27_CHECKS).toEqual({
      passed: 'incorporated in Singapore',
      failed: 'up to 10 Singaporeans/PRs partners, owners, directors, shareholders',
    });
  });

  it('1010 carries the M10 row, the business with up to 5 persons requirement (spec 2, 4 step 6 groups them)', () => {
    expect(errorPage('1010')).toMatchObject({ known: true, message: errorCodeMessages.M10, action: 'home' });
    expect(errorCodeMessages['1010']).toMatch(/up to 5/);
  });
});

describe('OTP failure messages (spec 2 s4)', () => {
  it.each([
    [0, undefined],
    [1, messages.otpTwoTriesLeft],
    [2, messages.otpOneTryLeft],
    [3, undefined],
  ])('after %i failures: %s', (failures, text) => {
    expect(otpFailureMessage(failures)).toBe(text);
  });
});

describe('labels', () => {
  it('label the summary fields used in required-field messages', () => {
    expect(messages.requiredFieldOnSummary(labels.financingAmount)).toBe(
      'Financing Amount is required field. Please click edit button to update the form.',
    );
    expect(labels.countryCodeSingapore).toBe('+65 Singapore');
  });
});
