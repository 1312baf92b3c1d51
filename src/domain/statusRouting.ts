/**
 * Spec 2, section 4 "Status details routing": which page a status opens, by product, the AIP's
 * existing-OTP flag and the progress code. Route names follow the route table of spec 3, section 2
 * (AStatusInfoDetails, AStatusApprovalDetails, AStatusReject), which spec 2 calls AIPStatusInfoDetails,
 * AIPStatusApproved and AIPStatusReject. Anything the spec does not route is 'InvalidEntity'; the chart
 * then shows the GETSTATUS-FAILED error.
 */
export type StatusProduct = 'BTL' | 'PBF' | 'AIP' | 'WCL';

export type StatusRoute =
  | 'SubmitDetails'
  | 'HSubmitDetails'
  | 'ReviewOffer'
  | 'Disbursement'
  | 'HStatusInfoDetails'
  | 'HStatusReject'
  | 'AStatusInfoDetails'
  | 'AStatusApprovalDetails'
  | 'AStatusReject'
  | 'InvalidEntity';

export interface StatusInput {
  product: StatusProduct | string;
  /** 'Y' or 'N' for an AIP; anything else counts as "otherwise". */
  isExistingOTPAvailable: string | null | undefined;
  /** As the server sends it: a progress code (LP, HLA, ...) or application_pending / application_complete. */
  progress: string | null | undefined;
}

/** The table itself, one block per product case, in the spec's order; docs/status-routing.md renders it. */
export const STATUS_ROUTING: readonly { product: StatusProduct; otp: 'N' | 'otherwise' | 'any'; codes: readonly string[]; route: StatusRoute }[] = [
  { product: 'BTL', otp: 'any', codes: ['application_pending', 'application_complete', 'LP'], route: 'SubmitDetails' },
  { product: 'BTL', otp: 'any', codes: ['LI', 'LE', 'UM'], route: 'ReviewOffer' },
  { product: 'BTL', otp: 'any', codes: ['LA', 'DI', 'DC', 'DE', 'RJ', 'AB'], route: 'Disbursement' },
  { product: 'PBF', otp: 'any', codes: ['application_pending', 'application_complete', 'HLP'], route: 'HSubmitDetails' },
  { product: 'PBF', otp: 'any', codes: ['HLA'], route: 'HStatusInfoDetails' },
  { product: 'PBF', otp: 'any', codes: ['HRJ', 'HAB', 'HUM'], route: 'HStatusReject' },
  { product: 'AIP', otp: 'N', codes: ['application_pending', 'application_complete', 'APN', 'LP', 'AHB', 'HLP'], route: 'HSubmitDetails' },
  { product: 'AIP', otp: 'N', codes: ['LAP'], route: 'AStatusInfoDetails' },
  { product: 'AIP', otp: 'N', codes: ['AAP', 'ALP'], route: 'AStatusApprovalDetails' },
  { product: 'AIP', otp: 'N', codes: ['AUM', 'AEX'], route: 'AStatusReject' },
  { product: 'AIP', otp: 'N', codes: ['HLA'], route: 'HStatusInfoDetails' },
  { product: 'AIP', otp: 'N', codes: ['ARJ', 'HRJ', 'HAB', 'HUM'], route: 'HStatusReject' },
  { product: 'AIP', otp: 'otherwise', codes: ['application_pending', 'application_complete', 'HLP', 'AHB'], route: 'HSubmitDetails' },
  { product: 'AIP', otp: 'otherwise', codes: ['HLA'], route: 'HStatusInfoDetails' },
  { product: 'AIP', otp: 'otherwise', codes: ['ARJ', 'HRJ', 'HAB', 'HUM'], route: 'HStatusReject' },
  // Pending or complete goes to HSubmitDetails for every product but BTL; the spec routes no code of WCL.
  { product: 'WCL', otp: 'any', codes: ['application_pending', 'application_complete'], route: 'HSubmitDetails' },
];

export function routeForStatus({ product, isExistingOTPAvailable, progress }: StatusInput): StatusRoute {
  const otp = isExistingOTPAvailable === 'N' ? 'N' : 'otherwise';
  const row = STATUS_ROUTING.find(
    (r) => r.product === product && (r.otp === 'any' || r.otp === otp) && r.codes.includes(progress ?? ''),
  );
  return row ? row.route : 'InvalidEntity';
}
