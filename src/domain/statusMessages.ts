/**
 * The words of the status pages (spec 2, 2.8-2.16; spec 3, 2): part of the one catalogue of user-visible
 * strings (messages.ts says how it is written), kept in a file of their own so that they load with the
 * pages after submission, not with the start page.
 */

export const statusMessages = {
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
} as const;
