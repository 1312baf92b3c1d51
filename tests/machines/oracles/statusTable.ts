import type { RouteName } from '../../../machines/routes';

/**
 * Spec 2, section 4 "Status details routing", written out as the spec's table, with the pages the
 * spec adds for an enquiry (2.9 application complete, 2.10 on hold) and the expired offer (2.12, LE).
 * The oracle for every status page; it does not ask the product's routing code.
 */
type Page = Extract<
  RouteName,
  | 'SubmitDetails' | 'HSubmitDetails' | 'StatusComplete' | 'StatusProgress' | 'ReviewOffer' | 'ExpiredLoanOffer' | 'Disbursement'
  | 'HStatusInfoDetails' | 'HStatusReject' | 'AStatusInfoDetails' | 'AStatusApprovalDetails' | 'AStatusReject' | 'InvalidEntity'
>;

const each = (codes: string, page: Page): Record<string, Page> => Object.fromEntries(codes.split(' ').map((c) => [c, page]));

const BTL = { ...each('LP', 'SubmitDetails'), ...each('LI UM', 'ReviewOffer'), ...each('LE', 'ExpiredLoanOffer'), ...each('LA DI DC DE RJ AB', 'Disbursement') };
const PBF = { ...each('HLP', 'HSubmitDetails'), ...each('HLA', 'HStatusInfoDetails'), ...each('HRJ HAB HUM', 'HStatusReject') };
const AIP_NEW = {
  ...each('APN LP AHB HLP', 'HSubmitDetails'),
  ...each('LAP', 'AStatusInfoDetails'),
  ...each('AAP ALP', 'AStatusApprovalDetails'),
  ...each('AUM AEX', 'AStatusReject'),
  ...each('HLA', 'HStatusInfoDetails'),
  ...each('ARJ HRJ HAB HUM', 'HStatusReject'),
};
const AIP_OTHER = { ...each('HLP AHB', 'HSubmitDetails'), ...each('HLA', 'HStatusInfoDetails'), ...each('ARJ HRJ HAB HUM', 'HStatusReject') };

export type StatusOf = { ProductType: string; ApplicationProgress: string; isExistingOTPAvailable: string };

/** The page the spec opens for a status read after a submit ('submit') or by an enquiry from Welcome or UploadDetails. */
export function specStatusPage(s: StatusOf, origin: 'submit' | 'enquiry'): Page {
  const progress = s.ApplicationProgress;
  if (progress === 'application_pending' || progress === 'application_complete') {
    if (origin === 'enquiry') return progress === 'application_complete' ? 'StatusComplete' : 'StatusProgress';
    return s.ProductType === 'BTL' ? 'SubmitDetails' : 'HSubmitDetails';
  }
  const table = s.ProductType === 'BTL' ? BTL : s.ProductType === 'PBF' ? PBF : s.ProductType === 'AIP' ? (s.isExistingOTPAvailable === 'N' ? AIP_NEW : AIP_OTHER) : {};
  const page: Page | undefined = Reflect.get(table, progress);
  return page ?? 'InvalidEntity';
}
