import { lazy, type ComponentType } from 'react';
import type { RouteName } from '../machines/routes';
import AccountDetails from './AccountDetails/AccountDetails';
import DeclarationsDetails from './DeclarationsDetails/DeclarationsDetails';
import FinanceDetails from './FinanceDetails/FinanceDetails';
import MyInfoLanding from './MyInfoLanding/MyInfoLanding';
import StatusDetails from './StatusDetails/StatusDetails';
import SubmitDetails from './SubmitDetails/SubmitDetails';
import { InvalidDirectors, InvalidEntity, InvalidOTP, PreKnockoutFailed, SessionExpired } from './Outcomes/Outcomes';
import SubAPLanding from './SubAPLanding/SubAPLanding';
// ---- welcome, board meeting, letter of offer, uploads ----
import BoardMeetingDate from './BoardMeetingDate/BoardMeetingDate';
import LetterOfOffer from './LetterOfOffer/LetterOfOffer';
import UploadDetails from './UploadDetails/UploadDetails';
import Welcome from './Welcome/Welcome';
// ---- status pages ----
import HSubmitDetails from './HSubmitDetails/HSubmitDetails';
import StatusComplete from './StatusComplete/StatusComplete';
import StatusProgress from './StatusProgress/StatusProgress';
import ReviewOffer from './ReviewOffer/ReviewOffer';
import ExpiredLoanOffer from './ExpiredLoanOffer/ExpiredLoanOffer';
import Disbursement from './Disbursement/Disbursement';
import HStatusInfoDetails from './HStatusInfoDetails/HStatusInfoDetails';
import HStatusReject from './HStatusReject/HStatusReject';
import AStatusInfoDetails from './AStatusInfoDetails/AStatusInfoDetails';
import AStatusApprovalDetails from './AStatusApprovalDetails/AStatusApprovalDetails';
import AStatusReject from './AStatusReject/AStatusReject';
import AppCancelled from './AppCancelled/AppCancelled';
import InvalidApplication from './InvalidApplication/InvalidApplication';

/**
 * The screens that show the long country, currency and bank lists load with their own chunk, so the
 * lists stay out of the start page's (ADR 0009).
 */
const CompanyDetails = lazy(() => import('./CompanyDetails/CompanyDetails'));
const NSPersonDetails = lazy(() => import('./NSPersonDetails/NSPersonDetails'));
const Preview = lazy(() => import('./Preview/Preview'));
const PropertyDetails = lazy(() => import('./PropertyDetails/PropertyDetails'));
const APropertyDetails = lazy(() => import('./APropertyDetails/APropertyDetails'));

/** One thin view per route name the chart can be in. */
export const screens: Record<RouteName, ComponentType> = {
  FinanceDetails,
  editdetails: FinanceDetails,
  MyInfoLanding,
  CompanyDetails,
  NSPersonDetails,
  SPersonDetails: NSPersonDetails,
  PersonDetails: NSPersonDetails,
  SubAPLanding,
  AccountDetails,
  PropertyDetails,
  APropertyDetails,
  DeclarationsDetails,
  Preview,
  StatusDetails,
  SubmitDetails,
  InvalidEntity,
  InvalidDirectors,
  InvalidOTP,
  PreKnockoutFailed,
  SessionExpired,
  HSubmitDetails,
  StatusComplete,
  StatusProgress,
  ReviewOffer,
  ExpiredLoanOffer,
  Disbursement,
  HStatusInfoDetails,
  HStatusReject,
  AStatusInfoDetails,
  AStatusApprovalDetails,
  AStatusReject,
  BoardMeetingDate,
  LetterOfOffer,
  UploadDetails,
  Welcome,
  ResumeApplication: Welcome,
  AppCancelled,
  InvalidApplication,
};
