import type { ComponentType } from 'react';
import type { RouteName } from '../machines/routes';
import AccountDetails from './AccountDetails/AccountDetails';
import CompanyDetails from './CompanyDetails/CompanyDetails';
import DeclarationsDetails from './DeclarationsDetails/DeclarationsDetails';
import FinanceDetails from './FinanceDetails/FinanceDetails';
import MyInfoLanding from './MyInfoLanding/MyInfoLanding';
import NSPersonDetails from './NSPersonDetails/NSPersonDetails';
import Preview from './Preview/Preview';
import StatusDetails from './StatusDetails/StatusDetails';
import SubmitDetails from './SubmitDetails/SubmitDetails';
import { InvalidDirectors, InvalidEntity, InvalidOTP, SessionExpired } from './Outcomes/Outcomes';
import NotYetBuilt from './shared/NotYetBuilt';
// ---- welcome, board meeting, letter of offer, uploads (issue 4) ----
import BoardMeetingDate from './BoardMeetingDate/BoardMeetingDate';
import LetterOfOffer from './LetterOfOffer/LetterOfOffer';
import UploadDetails from './UploadDetails/UploadDetails';
import Welcome from './Welcome/Welcome';

/** One thin view per route name the chart can be in. */
export const screens: Record<RouteName, ComponentType> = {
  FinanceDetails,
  MyInfoLanding,
  CompanyDetails,
  NSPersonDetails,
  AccountDetails,
  DeclarationsDetails,
  Preview,
  StatusDetails,
  SubmitDetails,
  InvalidEntity,
  InvalidDirectors,
  InvalidOTP,
  SessionExpired,
  HSubmitDetails: NotYetBuilt,
  StatusComplete: NotYetBuilt,
  StatusProgress: NotYetBuilt,
  ReviewOffer: NotYetBuilt,
  ExpiredLoanOffer: NotYetBuilt,
  Disbursement: NotYetBuilt,
  HStatusInfoDetails: NotYetBuilt,
  HStatusReject: NotYetBuilt,
  AStatusInfoDetails: NotYetBuilt,
  AStatusApprovalDetails: NotYetBuilt,
  AStatusReject: NotYetBuilt,
  BoardMeetingDate,
  LetterOfOffer,
  UploadDetails,
  Welcome,
  AppCancelled: NotYetBuilt,
  InvalidApplication: NotYetBuilt,
};
