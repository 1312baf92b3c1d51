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
  BoardMeetingDate: NotYetBuilt,
  LetterOfOffer: NotYetBuilt,
  UploadDetails: NotYetBuilt,
  Welcome: NotYetBuilt,
  AppCancelled: NotYetBuilt,
  InvalidApplication: NotYetBuilt,
};
