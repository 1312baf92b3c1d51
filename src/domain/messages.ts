/**
 * The one catalogue of user-visible strings.
 *
 * Strings quoted in the spec are copied VERBATIM (typos included: they are the bank's copy).
 * Strings the spec describes without quoting ("wording not shown") are ours; each is marked
 * `// ours` on its line. docs/decisions/0003-domain-readings.md lists the readings.
 */

import { RATE_MAX_PERCENT, RATE_MIN_PERCENT, RATE_STEP } from './constants';

const maxLength = (n: number): string => `Input max ${n} characters`; // ours, after the bank's 'Input max 60 characters'

export const messages = {
  // ---- generic (spec 1, 7-8; spec 2, 8; spec 3, 8) ----
  serviceNotAvailable: 'Service is not available.',
  saveFailedTitle: 'Oops!',
  saveFailedBody: 'Something went wrong. Please try again.',
  getFailed: 'Unable to retrieve data. Please try again.', // ours (spec 3, 8: "Unable to retrieve data (get failure)")
  staleApplication: 'This application was changed in another window or tab. Reload the page to see the latest details, then make your change again.', // ours
  captchaFailed: 'Captcha verification failed. Please try again.', // ours
  captchaLoadFailed: 'Unable to load reCAPTCHA. Please check internet connection.',
  pleaseSelect: 'Please select',
  notApplicable: 'Not Applicable',

  // ---- financing start page (spec 1, 5.1) ----
  noProductSelected: 'Error: no preferred financing selected. Please choose a financing product.', // ours around the quoted 'no preferred financing selected'
  noPurposeSelected: 'Please select at least one purpose of financing.', // ours
  amountRequired: 'Please enter the total financing amount.', // ours
  amountRangeOnline: 'Input Min.S$ 20,000 - Max.S$ 300,000', // ours, in the pattern of the bank's two variants
  amountRangePersonalised: 'Input Min.S$ 20,000 - Max.S$ 10,000,000',
  amountRangeProperty: 'Input Min.S$ 200,000 - Max.S$ 10,000,000',
  rateRange: `Input Min. ${RATE_MIN_PERCENT}% - Max. ${RATE_MAX_PERCENT}%`, // ours, in the pattern of the bank's amount messages
  rateStep: `Input the interest rate in steps of ${RATE_STEP}%`, // ours
  tenureRequired: 'Please select a tenure.', // ours
  financingTypeRequired: 'Please select Conventional or Islamic financing.', // ours
  existingOtpRequired: 'Please select Yes or No for whether you already have an Option to Purchase.', // ours
  promoMax: maxLength(20), // ours
  halalDeclarationRequired: 'Please tick the checkbox to accept the Islamic financing declaration.', // ours
  readDeclarationFirst: 'Please click on the hyperlink to read the declaration and T&C before selecting the checkbox to proceed.',

  // ---- company details (spec 1, 5.2) ----
  latestFinancialOutOfRange: 'Latest financial information must be within 2 years from application date.',
  previousFinancialOutOfRange: 'Previous financial year end date must be within 1 year from latest financial year end date',
  dateInvalid: 'Input a valid date.', // ours
  numericOnly: 'Input numeric only.',
  decimalOnly: 'Input decimal only.',
  blankField: 'Input the blank field',
  moreThanZero: 'Input should be more than 0.00',
  mailingOptionRequired:
    'Please choose your mailing address option. Select Yes if your mailing address is the same as your registered address.', // ours
  /**
   * Company data completeness failure. The spec names "the missing-personal-data message" without
   * quoting it here; we reuse the bank's quoted missing-data copy (spec 3, 5) (ADR 0003).
   */
  missingPersonalData: 'Missing data from Myinfo. Do update in Myinfo before reapplying.',
  postalCodeInvalid: 'Input 6 digit postal code.', // ours
  postalSearchRequired: 'Please input postal code and click Search icon to retrieve the address.',
  foreignCountryNotSingapore: 'A foreign address cannot be in Singapore. Choose its country, or choose another address type.', // ours
  streetCharsInvalid: "Input letters, numbers, spaces and - . , / & ' only.", // ours
  maxLength,

  // ---- contact block and persons (spec 1, 5.4; spec 2, 5) ----
  mobileInvalid: 'Input 8 digit mobile number, excluding +65',
  emailMax: 'Input max 60 characters',
  emailInvalid: 'Input valid email address format',
  contactBlank: 'Please do not leave field blank. Please fill in the text field.',
  personBlankLine1: 'Please do not leave field blank.',
  personBlankLine2: 'Please fill in the text field.',
  holderRequired: 'Please select the authorised person from the list.', // ours
  /** Spec 3, 5 (bank copy naming Myinfo); spec 2, 5 paraphrases the same copy (see missingIdentityDataFirstUser). */
  missingMyinfoFirstUser: 'Missing data from Myinfo. Do update in Myinfo before reapplying.',
  missingMyinfoSubUser: 'Missing data from Myinfo. Do update in Myinfo before resuming your application via the email link.',
  missingIdentityDataFirstUser: 'Missing data from the identity service. Do update it before reapplying.',
  missingIdentityDataSubUser: 'Missing data from the identity service. Do update it before resuming your application via the email link.',
  incompleteMyinfoFirstUser: 'Incomplete data from Myinfo. Do update in Myinfo before reapplying.',
  incompleteMyinfoSubUser: 'Incomplete data from Myinfo. Do update in Myinfo before resuming your application via the email link.', // ours ("sub-user variant similar")

  // ---- account details (spec 1, 4.3 and 5.3) ----
  branchRequired: 'Please select your preferred disbursement branch.', // ours
  accountRequired: 'Please select your preferred disbursement account.', // ours
  accountNumberRequired: 'Please enter your preferred disbursement account number.', // ours
  accountNumberInvalid: (min: number, max: number): string => `Input ${min} to ${max} digits, numbers only.`, // ours

  // ---- declarations and summary (spec 2, 2.2-2.3 and 5) ----
  declarationRequired: 'Please tick the checkbox to accept the declarations.', // ours
  termsRequired: 'Please tick the checkbox to accept the terms before you submit.', // ours
  requiredFieldOnSummary: (label: string): string => `${label} is required field. Please click edit button to update the form.`,

  // ---- declarations: police advisory (spec 2, 2.2; wording not quoted) ----
  policeAdvisoryNewWording:
    'Scam alert: criminals buy, rent or borrow bank and payment accounts to move the proceeds of crime. If you let anyone use your payment or bank account, you may be committing an offence and may be fined up to $250,000, jailed for up to 5 years, or both.', // ours (new-wording feature switch)
  // ---- end declarations ----

  // ---- one-time password (spec 2, 2.4 and 8) ----
  otpInvalidFormat: 'Please enter valid numeric 6-digit OTP',
  otpInvalidMobile: 'Invalid Mobile Number.',
  otpTwoTriesLeft: 'The OTP entered has expired/ is invalid. Please re-enter the 6-digit OTP. 2 tries left.',
  otpOneTryLeft: 'The OTP entered has expired/ is invalid. Please re-enter the 6-digit OTP. 1 try left.',
  otpTimerExpired: 'The OTP entered has expired/is invalid. Please re-enter the 6-digit OTP.',
  otpDuplicate:
    'You have already submitted an OTP request earlier. To avoid multiple requests, please wait a few minutes for your OTP to be sent to you before making another request.',
  otpSentPrefix: 'OTP has been sent to +65',
  loadingApplication: 'Loading your application…', // ours
  loadingPage: 'Loading the page…', // ours
  pageLoadFailed: 'This page could not be loaded. Check your connection and try again.', // ours
  retry: 'Retry', // ours
  backToSummary: 'Back to the summary', // ours
  otpExceededTitle: 'Oops!',
  // The error pages' lists (spec 2, 8: M27's passed and failed checks, M02's missing fields).

  // ---- session, status and records (spec 2, 4 and 8) ----
  sessionTimeout: 'Sorry, your session has time out. Kindly restart the application again.',
  // The timeout warning before the idle timeout (WCAG 2.2.1), after GOV.UK's timeout-warning pattern.
  sessionWarningTitle: 'You will be signed out soon', // ours
  sessionWarningIn: (time: string): string => `For your security, we will sign you out in ${time}.`, // ours
  sessionWarningHint: 'Anything you have not submitted on this page will be lost.', // ours
  staySignedIn: 'Stay signed in', // ours
  signOut: 'Sign out', // ours
  sessionTimeoutTitle: 'Session timeout', // ours (the SessionExpired page's heading)
  startAgain: 'Start again', // ours
  minutes: (n: number): string => `${n} minute${n === 1 ? '' : 's'}`, // ours
  seconds: (n: number): string => `${n} second${n === 1 ? '' : 's'}`, // ours
  // ---- journey integrity: refused addresses, CLOSE, resuming after a timeout ----
  pageNotYet: 'You cannot go to that page yet. Complete this page first.', // ours
  pageNotAvailable: 'You cannot open that page from here, so we have brought you back to where you are in your application.', // ours
  closeConfirmTitle: 'Close your application?', // ours
  closeConfirmBody: 'Closing ends this session and takes you away from the application. Anything you have not saved on this page will be lost.', // ours
  closeConfirmKeep: 'Continue my application', // ours
  closeConfirmLeave: 'Close application', // ours
  // ---- end journey integrity ----
  invalidIdentityInput: 'Invalid input. Please enter correct input.',
  noRecords: 'We are sorry. There are no records found.',
  noRecordsStatusEnquiry: 'We are sorry. There are no records to status enquiry / view offer.', // ours around the quoted 'no records to status enquiry / view offer'
  applicationExpired: 'Your application has expired. Please reapply.',
  cancelled: 'The financing application has been cancelled. Please reapply.',
  welcomeBack: 'Welcome back!',
  statusOptionRequired: 'Select Status Enquiry / View Offer or Resume Application Option.',
  uenRequired: 'Please enter your UEN.', // ours
  nricRequired: 'Please enter your NRIC/FIN.', // ours
  submissionInProgress: 'Submission in Progress',
  jointApplicationInProgress: (done: number, total: number): string => `Joint Application in Progress (${done}/${total} Done)`,
  applicationReceived: 'We have received your application.',
  offerExpired: 'Your letter of Offer has expired. Do reapply again.',
  acceptanceInProgress: 'Acceptance in progress',

  // ---- board meeting (spec 2, 5) ----
  invalidDay: (n: number): string => `Invaild day! Please choose day equal or lesser than ${n}`,

  // ---- non-lending and check boxes (spec 3, 8) ----
  selectYesOrNo: 'Select yes or no option',

  // ---- property, balances, commitments, uploads (spec 3, 5) ----
  uploadLimit: 'You have exceeded the upload limit of 10 documents for this document type.',
  uploadRowIncomplete: 'Please choose type of document and upload your document.',
  uploadLost: 'The page was reloaded before this file was sent. Please choose the file again.', // ours
  uploadRefused: 'The file was not accepted. Please try again.', // ours
  fileTypeTitle: 'File Type Not Supported',
  fileTypeBody: 'Please ensure your file format is in JPEG, PNG or PDF format',
  fileSizeTitle: 'File Size Too Large',
  fileSizeBody: 'Please ensure your file is below 15MB',
  numericCharacters: 'Input numeric characters',
  sameProductType: 'Please do not select the same product type.',
  duplicateBalance: 'Duplicate entry. Please key in a different account number or currency.',
  typeOfFinancingRequired: 'Select "Type of financing" option.',
  propertyPurposeRequired: 'Select "Purpose of this property" option.',
  propertyInMindRequired: 'Select "Do you have property in mind" option.',
  leaseholdRequired: 'Select Yes or No option for "Is it leasehold"',
  accountEitherYes: (product: string): string => `Please select either ${product} Account Details as Yes or Other Bank Details as Yes`,
  balanceRequired: 'Please click add balance details link and enter the average month end bank balance.',
  debtCommitmentsRequired: 'Please key in the "Total monthly debt commitments with other banks"',
  propertyFormBlank: 'Do not leave field blank. Please fill in.',
  currencyHint: 'Type a currency code or name, then choose it from the list.', // ours
  currencyFromList: 'Please choose a currency from the list, for example SGD - Singapore Dollar.', // ours
  // ---- property details: ours where spec 3 describes a rule without quoting it ----
  leaseholdDateInvalid: 'Input a valid date in dd-mm-yyyy format.', // ours (spec 3, 5: "format dd-MM-yyyy")
  leaseholdDateFuture: 'Leasehold effective date cannot be after today.', // ours (spec 3, 5: "not after today")
  commitmentHintFacilityLimit: 'Please key in the facility limit.', // ours (spec 3, 5: "facility limit for overdraft or revolving")
  commitmentHintInstalment: 'Please key in the monthly instalment.', // ours (spec 3, 5: "otherwise monthly instalment")
  // ---- end property details ----
  upToYears: (n: number): string => `Up to ${n} years`,
  upToAmount: (amount: string): string => `Up to S$ ${amount}`,

  // ---- welcome, board meeting, uploads, non-lending ----
  captchaRequired: 'Please do not leave field blank.',
  boardMeetingDayRequired: 'Please select the day of the board meeting.', // ours
  boardMeetingMonthRequired: 'Please select the month of the board meeting.', // ours
  boardMeetingYearRequired: 'Please select the year of the board meeting.', // ours
  // ---- form design: step indicator and error summary (GOV.UK patterns) ----
  stepOf: (n: number, total: number, name?: string): string => `Step ${n} of ${total}${name ? `: ${name}` : ''}`, // ours
  stepsTitle: 'Steps of your application', // ours
  stepCompleted: 'completed', // ours
  stepFinancing: 'Financing', // ours
  stepCompany: 'Company details', // ours
  stepPersons: 'Personal details', // ours
  stepAccount: 'Disbursement account', // ours
  stepProperty: 'Property details', // ours
  stepDeclarations: 'Declarations', // ours
  stepSummary: 'Summary', // ours
  errorSummaryTitle: 'There is a problem', // ours
  errorTitlePrefix: 'Error: ', // ours
  /**
   * A drop-down left on 'Please select', in the catalogue's own pattern for a choice ("Please select the
   * day of the board meeting."; "Please enter ..." for text, "Please tick the checkbox to ..." for a
   * checkbox). The bank's blank copy asks to "fill in the text field" or "Input the blank field": it stays
   * on text fields, and on the person form's drop-downs, for which spec 2, 5 quotes it.
   */
  selectBlank: (label: string): string => `Please select the ${label.toLowerCase()}.`, // ours
  // Button labels the spec names in capitals (NOT NOW, DONE, MAYBE LATER, UPLOAD NOW, unquoted): in the
  // case of every other button.
  done: 'Done', // ours
  maybeLater: 'Maybe Later', // ours
  uploadNow: 'Upload Now', // ours
  // ---- end form design ----
  // ---- shown before and after submission ----
  labelProfitRate: 'Indicative Profit Rate', // ours
  labelInterestRate: 'Indicative Interest Rate', // ours
  ratePerAnnum: (rate: number): string => `${rate}% p.a.`, // ours
  tenureYears: (n: number): string => `${n} ${n === 1 ? 'year' : 'years'}`, // ours
  close: 'Close',
  // ---- financing start page, all products ----
  islamicNotAvailable: 'Islamic financing is available for Working Capital, Property or Trade purposes only.', // ours (ADR 0003)
  startDeclarationRequired: 'Please tick the checkbox to accept the declaration and T&C.', // ours
  // ---- end financing start page ----
} as const;

export type MessageKey = keyof typeof messages;

/** Field labels used in messages and on the summary (ours where the spec gives none). */
export const labels = {
  financingType: 'Type of Financing',
  financingProduct: 'Financing Product',
  financingAmount: 'Financing Amount',
  financingTenure: 'Tenure',
  indicativeMonthlyInstallment: 'Indicative Monthly Instalment',
  indicativeInterestRate: 'Indicative Interest Rate',
  indicativeProfitRate: 'Indicative Profit Rate',
  purpose: 'Purpose',
  promoCode: 'Promo Code',
  referralCode: 'Referral Code',
  Company_UEN: 'Company Registration Number',
  Company_Name: 'Company Name',
  Entity_Type: 'Entity Type',
  Registration_Date: 'Date of Incorporation',
  Country_of_Incorporation: 'Country of Incorporation',
  Business_Expiry_Date: 'Business Expiry Date',
  Primary_Activity: 'Primary Business Activity',
  Secondary_Activity: 'Secondary Business Activity',
  isMailAddressSameAsRegisterAddress: 'Is your mailing address the same as your registered address?',
  Address_Format_Type: 'Address Type',
  Block_Number: 'Block / House No.',
  Street_Name: 'Street Name',
  Storey_Number: 'Level',
  Unit_Number: 'Unit No.',
  Building_Name: 'Building Name',
  Postal_Code: 'Postal Code',
  Country: 'Country',
  Address_Line1: 'Address Line 1',
  Address_Line2: 'Address Line 2',
  Address_Line3: 'Address Line 3',
  State_City: 'State / City',
  Locked_Bag_Number: 'Locked Bag No.',
  Godown_Number: 'Godown No.',
  Lot_Mukim_Number: 'Lot / Mukim No.',
  Box_Number: 'PO Box No.',
  Post_Office_Name: 'Post Office Name',
  House_Number: 'House No.',
  Window_Delivery_Number: 'Window Delivery No.',
  LatestFinancialYearEndDate: 'Latest Financial Year End Date',
  AnnualRevenue1: 'Annual Revenue',
  ProfitOrLossBeforeTax1: 'Profit / Loss Before Tax',
  PreviousFinancialYearEndDate: 'Previous Financial Year End Date',
  AnnualRevenue2: 'Previous Annual Revenue',
  ProfitOrLossBeforeTax2: 'Previous Profit / Loss Before Tax',
  Capital_IssuedAmount: 'Issued Capital Amount',
  Business_Former_Name: 'Former Business Name',
  disbursement_Branch_Code: 'Preferred Disbursement Branch',
  disbursement_Branch_Account_No: 'Preferred Disbursement Account',
  TitleCode: 'Title',
  MaritalStatusCode: 'Marital Status',
  CountryOfResidenceCode: 'Country of Residence',
  MobileNumber: 'Mobile Number',
  Email_Address: 'Email Address',
  isJointContributerForMortgageLoan: 'Joint Contributor for Mortgage Loan',
  countryCodeSingapore: '+65 Singapore',
} as const;

/** What the error page offers (spec 2, 8: "Button types on those pages"). */
export type ErrorPageAction = 'getInTouch' | 'resume' | 'home';

const reapplyAfter = (months: string) => `You may reapply ${months} after your last application.`; // ours
const minTurnover = (amount: string) =>
  `Your request is unsuccessful as a minimum annual turnover of ${amount} is required for this financing.`; // ours
const unableOnline = 'Sorry, we are unable to proceed your application online.'; // ours around the quoted 'unable to proceed your application'
const unableToProcessOnline = 'We are unable to process your application online. Please get in touch with us.'; // ours
const technicalIssue = 'We encountered a technical issue. Please reapply.'; // ours
const pendingApplication =
  'You have a pending application. Please resume or complete it before making a new application.'; // ours
const notFoundInRegistry =
  'Your business could not be found as a live business in the company registry. Please register your business and reapply.'; // ours
const unsuccessful = 'Your online request is unsuccessful.'; // ours
const onHoldConsent = 'Your application is currently on hold. We will get in touch with you within 2 days.'; // ours
const financingRequirement = 'Your request is unsuccessful as your business does not meet the financing requirements.'; // ours
/** M10's row, 'business with up to 5 persons requirement'; 1010 shares it (spec 2, 4 step 6 groups them; ADR 0003). */
const upToFivePersons =
  'Your request is unsuccessful as this financing is for businesses with up to 5 partners, owners, directors or shareholders who are Singaporeans/PRs.'; // ours

/**
 * Error and ineligibility page codes (spec 2, 8; spec 3, 8 error types).
 * Quoted where the spec quotes, ours elsewhere (see the comment next to each shared sentence above).
 */
export const errorCodeMessages: Readonly<Record<string, string>> = {
  NonLive: notFoundInRegistry,
  'NON-LIVE': notFoundInRegistry,
  M05: notFoundInRegistry,
  'EMPTY-COMPDTLS': unableOnline,
  'EMPTY-APDTLS': unableOnline,
  '780': unableOnline,
  GetStatusFailed: 'Something went wrong. Unable to proceed the status enquiry.',
  'GETSTATUS-FAILED': 'Something went wrong. Unable to proceed the status enquiry.',
  ConsentFailed: onHoldConsent,
  'CONSENT-FAILED': onHoldConsent,
  M01: 'Your login to Singpass was unsuccessful. Please try again.', // ours
  M02: 'Some required information is missing from your Myinfo profile. Do update in Myinfo before reapplying.', // ours (the page lists the fields under missingFieldsTitle)
  M03: 'Incomplete data from Myinfo. Do update in Myinfo before reapplying.',
  M04: 'We are unable to retrieve the required information (residential status) from Myinfo.', // ours
  M06: 'An existing application was found for your business. Please resume your existing application.', // ours
  M07: 'Your request is unsuccessful due to business type.',
  M07HA: 'Your request is unsuccessful due to business type.',
  M08: financingRequirement,
  M24: financingRequirement,
  M26: financingRequirement,
  M09: minTurnover('S$100,000'),
  M10: upToFivePersons,
  '1010': upToFivePersons,
  M11: 'Your annual turnover exceeds S$20Mil. Please get in touch with us to discuss your financing needs.', // ours
  M12: technicalIssue,
  '779': pendingApplication,
  M14: pendingApplication,
  '777': unableToProcessOnline,
  M17: unableToProcessOnline,
  '778': reapplyAfter('six months'),
  M13: reapplyAfter('six months'),
  M20: reapplyAfter('six months'),
  M28: reapplyAfter('12 months'),
  M15: unsuccessful,
  M29: unsuccessful,
  M18: unsuccessful,
  M16: 'Our Relationship Manager will contact you to follow up on your application.', // ours
  M21: 'We encountered a technical issue. Please try again later.', // ours
  M22: minTurnover('S$700,000'),
  M23: minTurnover('S$300,000'),
  M27: unableToProcessOnline,
  '500': 'Your request is unsuccessful. Please reapply.', // ours
  InvalidMyInfoBiz: 'We are unable to retrieve your business information from Myinfo. Please try again later.', // ours
  InvalidMyInfoPerson: 'We are unable to retrieve your personal information from Myinfo. Please try again later.', // ours
  InvalidMyInfoSubAP: "We are unable to retrieve the authorised person's information from Myinfo. Please try again later.", // ours
  InvalidCompType: 'Your request is unsuccessful due to business type.',
  InvalidProdType: 'The selected financing product is not available for your business.', // ours
  PreKnockoutFailed: unsuccessful,
};

/** M27 shows a passed and a failed check (spec 2, 8), quoted. */
export const M27_CHECKS = {
  passed: 'incorporated in Singapore',
  failed: 'up to 10 Singaporeans/PRs partners, owners, directors, shareholders',
} as const;

/** Unknown codes: 'unable to proceed your application' with a generic code (spec 2, 8). */
export const unknownErrorMessage = (code?: string): string =>
  `Sorry, we are unable to proceed your application. (Error code: ${code && code.trim() ? code : 'xxxx'})`; // ours around the quote

const RESUME_CODES = new Set(['M06', '779', 'M14']);
const GET_IN_TOUCH_CODES = new Set(['M11', 'M16', 'M17', '777', 'M27', 'ConsentFailed', 'CONSENT-FAILED']);

/** The error page for a code: message and the button set it offers (ours where the spec is silent). */
export function errorPage(code: string): { code: string; known: boolean; message: string; action: ErrorPageAction } {
  const known = Object.prototype.hasOwnProperty.call(errorCodeMessages, code);
  const message = known ? (errorCodeMessages[code] as string) : unknownErrorMessage(code);
  const action: ErrorPageAction = RESUME_CODES.has(code) ? 'resume' : GET_IN_TOUCH_CODES.has(code) ? 'getInTouch' : 'home';
  return { code, known, message, action };
}

/**
 * The OTP message after the n-th wrong or expired entry (spec 2, 4): 1 -> '2 tries left', 2 -> '1 try left'.
 * Any other count gives undefined: 0 means nothing failed yet, 3 or more means the tries are used up (InvalidOTP).
 */
export function otpFailureMessage(failures: number): string | undefined {
  if (failures === 1) return messages.otpTwoTriesLeft;
  if (failures === 2) return messages.otpOneTryLeft;
  return undefined;
}
