/**
 * Part of the one catalogue of user-visible strings (messages.ts says how it is written): the words that only
 * the screens after the start page show (the status pages, the offer and board meeting, uploads, the other
 * steps' own notes). They load with those screens; messages.ts keeps what the chart, the shell and the start
 * page show, which the start page downloads.
 */

import { BOARD_MEETING_MAX_DAYS, OTP_MAX_TRIES, UPLOAD_MAX_BYTES, UPLOAD_MAX_PER_TYPE } from './constants';

export const pageMessages = {
  // ---- status pages ----
  // Buttons and links the spec names (spec 2, 2.8-2.12, 2.16; spec 3, 2).
  savePdf: 'Save PDF',
  print: 'Print',
  saveThisPdf: 'Save this PDF',
  printThis: 'Print this',
  backToHome: 'Back To Home',
  backToHomeErrorPage: 'Back to home',
  // Spec 2, 8 "Button types on those pages: Get in Touch with Cancel, Resume Application with Cancel, or Back to home".
  errorPageGetInTouch: 'Get in Touch',
  errorPageResume: 'Resume Application',
  errorPageCancel: 'Cancel',
  cancelApplication: 'Cancel Application',
  continueLabel: 'Continue',
  reapply: 'Reapply',
  applyNow: 'Apply Now',
  discover: 'Discover',
  openAnAccount: 'Open an account',
  oops: 'Oops!',
  uploadDocuments: 'Upload documents', // ours
  applyAgain: 'Apply again', // ours
  // Cancel Application confirmation (spec 2, 2.8: "cancel application with confirmation").
  cancelConfirmTitle: 'Cancel Application', // ours
  cancelConfirmBody: 'Are you sure you want to cancel this application? A cancelled application cannot be resumed; you will need to reapply.', // ours
  cancelConfirmYes: 'Yes, cancel application', // ours
  pdfFailed: 'We are unable to download the PDF at the moment. Please try again later.', // ours
  // Thank-you page (spec 2, 2.8): the final thank-you and the text by product and applicants' progress.
  thankYouTitle: 'Thank you! Your application has been submitted.', // ours
  thankYouOnlineComplete:
    'Thank you for applying for SME e-Financing. All applicants have completed their part; we are reviewing your application and will be in touch with you.', // ours
  thankYouOnlinePending:
    'Thank you for submitting your application. We will review it once every applicant listed as pending has completed their part.', // ours
  thankYouOtherComplete:
    'Thank you for applying for SME e-Financing. All applicants have completed their part; our sales personnel will review your application and be in touch with you.', // ours
  thankYouOtherPending:
    'Thank you for submitting your application. Our sales personnel will review it once every applicant listed as pending has completed their part.', // ours
  completedApplicants: 'Completed', // ours
  pendingApplicants: 'Pending', // ours
  completedNone: 'No applicant has completed their part yet.', // ours
  pendingNone: 'No applicant is pending: everyone has completed their part.', // ours
  deadlineNotice: (deadline: string): string =>
    `Pending applicants must complete their part of the application by ${deadline}. An application not completed by then will expire.`, // ours
  uploadInvitation: 'Upload your supporting documents to help us process your application faster.', // ours
  // On-hold page (spec 2, 2.10: "note to complete before a date").
  completeBefore: (deadline: string): string => `Please complete your application before ${deadline}.`, // ours
  completeSoon: 'Please complete your application as soon as possible.', // ours (no Deadline given)
  // Review offer and disbursement (spec 2, 2.12).
  offerUnableToProcess: 'We are unable to process your application online. A Relationship Manager will be in touch with you.', // ours
  offerThanksTitle: 'Thank you! Your financing offer is ready.', // ours
  offerThanksBody: 'Please review your offer below, then click Continue to proceed to your letter of offer.', // ours
  offerHelpLine: (phone: string): string => `Need help? Call our help line at ${phone}.`, // ours
  accountCardsTitle: 'Open a current account for your business', // ours
  disbursementInProgressTitle: 'Disbursement in Progress', // ours
  disbursementInProgressBody: 'Thank you for accepting our offer. We are disbursing your financing and will notify you once it is done.', // ours
  disbursementCompletedTitle: 'Disbursement Completed', // ours
  disbursementCompletedBody: 'Your financing has been disbursed to the account below.', // ours
  applicationUnsuccessfulTitle: 'Application Unsuccessful', // ours
  applicationUnsuccessful: 'We regret to inform you that your application is unsuccessful.', // ours
  // Rejected page (spec 2, 2.16; spec 3, 2 "Rejected page"), by ApplicationProgress.
  rejectedRJ: (createdDate: string): string =>
    `We regret to inform you that your application is unsuccessful. You may reapply immediately with a property loan, or 12 months from ${createdDate} without a property loan.`, // ours
  rejectedARJ: 'We regret to inform you that your application is unsuccessful. You may reapply immediately.', // ours
  rejectedUM: 'We are unable to process your application online. Our sales personnel will be in touch with you within 2 business days.', // ours
  rejectedGeneric: 'We regret to inform you that your application is unsuccessful.', // ours
  statusDecisionDate: 'the date of this decision', // ours (RJ without StatusCreatedDate)
  // Approved (HLA) and the AIP pages (spec 3, 2).
  approvedTitle: 'Congratulations! Your application has been approved.', // ours
  approvedBody: 'Our sales personnel will be in touch with you on the next steps.', // ours
  aipPendingTitle: 'Your Approval In-Principle is Approved', // ours (LAP: AIP pending, approved, offer letter to follow)
  aipPendingBody: 'Your letter of offer will follow. We will be in touch with you.', // ours
  aipApprovedTitle: 'Congratulations! Your Approval In-Principle is successful.', // ours
  aipUploadOptionToPurchase: 'Please upload your Option to Purchase so that we can proceed with your application.', // ours (AAP)
  aipProcessing: 'We are processing your application and will be in touch with you.', // ours (ALP)
  aipDocumentsTitle: 'Your documents', // ours
  documentReceived: 'Received', // ours
  documentNotReceived: 'Not received', // ours
  loanOfferTitle: 'Indicative Loan Offer', // ours
  aipNotInPrinciple: 'This approval in-principle is not a loan offer.', // ours (spec 3, 2: the footer note)
  aipValidity: (days: number): string => `An approval in-principle is valid for ${days} days from the date of approval, unless extended.`, // ours
  aipSubject: "The final loan amount and tenure are subject to the bank's valuation of the property and credit assessment.", // ours
  assistanceEmail: (email: string): string => `For assistance, please e-mail us at ${email}.`, // ours
  aipUnableToProcessTitle: 'Application Unsuccessful', // ours
  aipUnableToProcess:
    'We are unable to process your Approval In-Principle application online. Our sales personnel will be in touch with you within 2 business days.', // ours (AUM)
  aipExpiredTitle: 'Your Approval In-Principle has expired', // ours (AEX)
  aipExpired: 'Your Approval In-Principle has expired. You may apply again online.', // ours
  phoneContact: (phone: string): string => `You may also call us at ${phone}.`, // ours
  branchLocator: 'Find a branch near you', // ours
  // Cancelled and invalid application (spec 2, 2.16 and 4).
  cancelledTitle: 'Application Cancelled', // ours
  cannotContinueOnline: 'This application cannot be continued online. Please reapply or get in touch with us.', // ours
  // Detail labels of the status pages (the spec lists the fields; the labels are ours).
  labelApplicationNo: 'Application Number', // ours
  labelUen: 'UEN', // ours
  labelFacility: 'Facility', // ours
  labelFinancingType: 'Financing Type', // ours
  labelPurpose: 'Purpose', // ours
  labelAmount: 'Financing Amount', // ours
  labelTenure: 'Tenure', // ours
  labelInstalment: 'Indicative Monthly Instalment', // ours
  labelCombined: 'Combined Applications', // ours
  labelDate: 'Date of Application', // ours
  labelSubmissionDate: 'Submission Date', // ours
  labelAipExpiry: 'AIP Expiry Date', // ours
  aipExpiryNotSet: 'Not set yet', // ours (spec 3 allows a dash; words read better and aloud)
  labelPropertyAddress: 'Property Address', // ours
  labelAccountNo: 'Account Number', // ours
  labelDisbursementDate: 'Disbursement Date', // ours
  labelMaxTenure: 'Maximum Tenure', // ours
  labelMaxAmount: 'Maximum Loan Amount', // ours
  applicationDetailsTitle: 'Application Details', // ours
  applicantsTitle: 'Applicants', // ours
  offerUnableToProcessTitle: 'Your Application Needs Our Review', // ours (UM on the review offer page)
  captionNoProperty: 'Financing without property', // ours
  captionFreehold: 'Freehold property', // ours
  captionLeasehold: 'Leasehold property', // ours
  captionJtc: 'JTC leasehold property', // ours
  captionNonJtc: 'Non-JTC leasehold property', // ours
  noLoanOffer: 'The loan offer details are not available yet. We will be in touch with you.', // ours (no amounts in the AIP response)
  // ---- the other screens after the start page ----
  pleaseTryAgain: 'Please try again',
  invalidData: 'Error: Invalid data.',
  consentRequired: 'Please tick the checkbox to give your consent before you proceed.', // ours
  postalLookupFailed: 'We could not retrieve the address for this postal code. Search again, or enter the address yourself.', // ours
  fillUpForm: 'Fill Up Form',
  fillUpContact: 'Fill Up Contact',
  seeMore: 'Click to see more',
  seeLess: 'Click to see less',
  noActiveAccount:
    'We could not find an active account in your company name yet. Select Yes to check again, or No to continue without one.', // ours
  accountsLoading: 'Checking your accounts with the bank…', // ours
  noAccountResult: 'We are unable to retrieve your account details at the moment. Please try again later.', // ours
  noCurrentOrSavingsAccount:
    'Sorry, our records show that the user has no current or savings account. Please open a current or savings account with us to receive the disbursement.', // ours around the quoted 'user has no current or savings account'
  summaryTitle: 'SME e-Financing Application Summary',
  policeAdvisoryTitle: 'Police Advisory', // ours
  policeAdvisory:
    'Do not allow others to use your payment or bank accounts, and do not buy, sell, rent or lend them. Misuse of payment or bank accounts, such as to receive or transfer money for others, may be an offence, with a penalty of a fine of up to $250,000 or imprisonment of up to 5 years, or both.', // ours
  otpApiOff: 'Test environment: no SMS is sent. Enter any 6 digits to continue.', // ours (OTP API switch off)
  otpExceededBody: 'You have exceeded the maximum number of OTP attempts. Please re-apply.', // ours
  otpTriesUsedAtLookup: `You entered a wrong one-time password ${OTP_MAX_TRIES} times, so it can no longer be used.`, // ours
  otpNewCodeAtLookup: 'Select Try again to enter your UEN and NRIC/FIN again, and we will send a new one-time password to your mobile.', // ours
  otpWaitRule:
    'For your security, once several one-time passwords have been entered wrongly or not at all, each new one comes after a short wait, of a few minutes at most.', // ours
  otpTooManyCodes: 'We have sent too many one-time passwords to this mobile number today, so we cannot send another one yet.', // ours
  otpLockedOut: 'One-time passwords for this mobile number are paused for a short while, because several were entered wrongly or not at all.', // ours
  otpTryAgainAfter: (time: string, day: string): string => `Please try again after ${time} on ${day}.`, // ours
  otpTryAgainLater: (wait: string): string => `Please try again in ${wait}.`, // ours
  tryAgain: 'Try again', // ours
  getInTouch: 'Get in touch',
  checksTitle: 'Eligibility checks', // ours
  checkPassed: 'Passed', // ours
  checkFailed: 'Failed', // ours
  missingFieldsTitle: 'Missing from your Myinfo profile:', // ours
  sessionExpiredSaved: (applicationNo: string): string =>
    `Your application ${applicationNo} is saved. To carry on where you left off, resume it with your company's UEN and your NRIC/FIN.`, // ours
  restartApplication: 'Restart application', // ours
  getStatusFailed: 'Something went wrong. Unable to proceed the status enquiry.',
  onHold: 'Your online SME e-Financing application is currently on hold.',
  applicationPending: 'Application Pending',
  invalidBoardMeetingDate:
    'Invalid board meeting date! Note: BR date must be on the same day or after LO generation date and within 14 days from LO generation date.',
  selectUpTo5: 'Select up to 5 check boxes',
  selectUpTo4: 'Select up to 4 check boxes',
  selectOneOrMore: 'Select 1 or more check boxes',
  businessTypeUnsuccessful: 'Your request is unsuccessful due to business type.',
  uploadHint: `Each file must be a JPEG, PNG or PDF of up to ${UPLOAD_MAX_BYTES / 1_000_000}MB. Up to ${UPLOAD_MAX_PER_TYPE} documents for each document type.`, // ours
  noFileChosen: 'No file chosen', // ours
  fileUploading: (name: string): string => `Uploading ${name}`, // ours
  fileUploaded: (name: string): string => `${name} uploaded`, // ours
  uploadsConfirmed: (names: readonly string[]): string =>
    names.length === 1 ? `Your document has been uploaded: ${names[0]}.` : `Your documents have been uploaded: ${names.join(', ')}.`, // ours
  chooseFile: 'Choose File', // ours
  changeFile: 'Change File', // ours
  removeFileTitle: 'Remove this file?', // ours
  removeFileBody: (name: string): string => `${name} will be deleted from your application. This cannot be undone.`, // ours
  fileEmptyTitle: 'File Is Empty', // ours (the bank's refusal of an empty file)
  fileEmptyBody: 'Please ensure your file is not empty', // ours
  fileNameTitle: 'File Name Too Long', // ours (the bank's refusal of a long file name)
  fileNameBody: (max: number): string => `Please rename your file to at most ${max} characters`, // ours
  boardMeetingNote:
    'Note: BR date must be on the same day or after LO generation date and within 14 days from LO generation date. Once submitted, the board meeting date cannot be changed.', // ours around the quoted note
  boardMeetingWindowNote: (from: string, to: string) =>
    `Please choose a date from ${from} to ${to}: the board resolution must be dated on or after the letter of offer (${from}) and within ${BOARD_MEETING_MAX_DAYS} days of it. Once submitted, the board meeting date cannot be changed.`, // ours
  boardMeetingReceived: 'We have received your board meeting date confirmation.', // ours
  nonLendingConsent:
    'By selecting any of the above, you consent to the disclosure of your name and contact details to the supplier of the selected product or service, and to being contacted by the supplier about it.', // ours
  notNow: 'Not Now', // ours
  opensInNewTab: '(opens in a new tab)', // ours
} as const;
