import type { RouteName } from '../machines/routes';
import FinanceDetails from './FinanceDetails/FinanceDetails';
import { eagerComponent, lazyComponent, type ComponentLoader } from './loader';

const outcome = (name: 'InvalidDirectors' | 'InvalidEntity' | 'InvalidOTP' | 'PreKnockoutFailed' | 'SessionExpired') =>
  lazyComponent(() => import('./Outcomes/Outcomes').then((m) => ({ default: m[name] })));

/**
 * Only the start page is in the start page's chunk; every other screen comes with its own, fetched
 * ahead of need (src/app/JourneyView.tsx preloads the routes the journey can reach next).
 */
const financeDetails = eagerComponent(FinanceDetails);
const personDetails = lazyComponent(() => import('./NSPersonDetails/NSPersonDetails'));
const welcome = lazyComponent(() => import('./Welcome/Welcome'));

/** One thin view per route name the chart can be in. */
export const screens: Record<RouteName, ComponentLoader> = {
  FinanceDetails: financeDetails,
  editdetails: financeDetails,
  MyInfoLanding: lazyComponent(() => import('./MyInfoLanding/MyInfoLanding')),
  CompanyDetails: lazyComponent(() => import('./CompanyDetails/CompanyDetails')),
  NSPersonDetails: personDetails,
  SPersonDetails: personDetails,
  PersonDetails: personDetails,
  SubAPLanding: lazyComponent(() => import('./SubAPLanding/SubAPLanding')),
  AccountDetails: lazyComponent(() => import('./AccountDetails/AccountDetails')),
  PropertyDetails: lazyComponent(() => import('./PropertyDetails/PropertyDetails')),
  APropertyDetails: lazyComponent(() => import('./APropertyDetails/APropertyDetails')),
  DeclarationsDetails: lazyComponent(() => import('./DeclarationsDetails/DeclarationsDetails')),
  Preview: lazyComponent(() => import('./Preview/Preview')),
  StatusDetails: lazyComponent(() => import('./StatusDetails/StatusDetails')),
  SubmitDetails: lazyComponent(() => import('./SubmitDetails/SubmitDetails')),
  InvalidEntity: outcome('InvalidEntity'),
  InvalidDirectors: outcome('InvalidDirectors'),
  InvalidOTP: outcome('InvalidOTP'),
  PreKnockoutFailed: outcome('PreKnockoutFailed'),
  SessionExpired: outcome('SessionExpired'),
  HSubmitDetails: lazyComponent(() => import('./HSubmitDetails/HSubmitDetails')),
  StatusComplete: lazyComponent(() => import('./StatusComplete/StatusComplete')),
  StatusProgress: lazyComponent(() => import('./StatusProgress/StatusProgress')),
  ReviewOffer: lazyComponent(() => import('./ReviewOffer/ReviewOffer')),
  ExpiredLoanOffer: lazyComponent(() => import('./ExpiredLoanOffer/ExpiredLoanOffer')),
  Disbursement: lazyComponent(() => import('./Disbursement/Disbursement')),
  HStatusInfoDetails: lazyComponent(() => import('./HStatusInfoDetails/HStatusInfoDetails')),
  HStatusReject: lazyComponent(() => import('./HStatusReject/HStatusReject')),
  AStatusInfoDetails: lazyComponent(() => import('./AStatusInfoDetails/AStatusInfoDetails')),
  AStatusApprovalDetails: lazyComponent(() => import('./AStatusApprovalDetails/AStatusApprovalDetails')),
  AStatusReject: lazyComponent(() => import('./AStatusReject/AStatusReject')),
  BoardMeetingDate: lazyComponent(() => import('./BoardMeetingDate/BoardMeetingDate')),
  LetterOfOffer: lazyComponent(() => import('./LetterOfOffer/LetterOfOffer')),
  UploadDetails: lazyComponent(() => import('./UploadDetails/UploadDetails')),
  Welcome: welcome,
  ResumeApplication: welcome,
  AppCancelled: lazyComponent(() => import('./AppCancelled/AppCancelled')),
  InvalidApplication: lazyComponent(() => import('./InvalidApplication/InvalidApplication')),
};
