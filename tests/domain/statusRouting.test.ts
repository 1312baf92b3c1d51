import { routeForStatus, type StatusRoute } from '../../src/domain/statusRouting';

/**
 * Spec 2, section 4 "Status details routing", written out by hand, row by row, so the table in
 * src/domain/statusRouting.ts is checked against the spec and not against itself.
 */
const ALL_CODES = [
  'application_pending', 'application_complete',
  'LP', 'LI', 'LA', 'LE', 'DI', 'DC', 'DE', 'RJ', 'AB', 'UM', 'CN', 'AP',
  'APN', 'ALP', 'AAP', 'AHB', 'LAP', 'AUM', 'AEX', 'ARJ',
  'HLP', 'HLA', 'HRJ', 'HAB', 'HUM',
];
const OTP_FLAGS = ['Y', 'N', '', null] as const;

/** Spec text per product; codes not listed go to InvalidEntity. */
const expected: Record<string, (otp: string | null) => Record<string, StatusRoute>> = {
  BTL: () => ({
    application_pending: 'SubmitDetails', application_complete: 'SubmitDetails',
    LP: 'SubmitDetails',
    LI: 'ReviewOffer', LE: 'ReviewOffer', UM: 'ReviewOffer',
    LA: 'Disbursement', DI: 'Disbursement', DC: 'Disbursement', DE: 'Disbursement', RJ: 'Disbursement', AB: 'Disbursement',
  }),
  PBF: () => ({
    application_pending: 'HSubmitDetails', application_complete: 'HSubmitDetails',
    HLP: 'HSubmitDetails', HLA: 'HStatusInfoDetails', HRJ: 'HStatusReject', HAB: 'HStatusReject', HUM: 'HStatusReject',
  }),
  AIP: (otp): Record<string, StatusRoute> =>
    otp === 'N'
      ? {
          application_pending: 'HSubmitDetails', application_complete: 'HSubmitDetails',
          APN: 'HSubmitDetails', LP: 'HSubmitDetails', AHB: 'HSubmitDetails', HLP: 'HSubmitDetails',
          LAP: 'AStatusInfoDetails', AAP: 'AStatusApprovalDetails', ALP: 'AStatusApprovalDetails',
          AUM: 'AStatusReject', AEX: 'AStatusReject', HLA: 'HStatusInfoDetails',
          ARJ: 'HStatusReject', HRJ: 'HStatusReject', HAB: 'HStatusReject', HUM: 'HStatusReject',
        }
      : {
          application_pending: 'HSubmitDetails', application_complete: 'HSubmitDetails',
          HLP: 'HSubmitDetails', AHB: 'HSubmitDetails', HLA: 'HStatusInfoDetails',
          ARJ: 'HStatusReject', HRJ: 'HStatusReject', HAB: 'HStatusReject', HUM: 'HStatusReject',
        },
  WCL: () => ({ application_pending: 'HSubmitDetails', application_complete: 'HSubmitDetails' }),
};

const rows = Object.keys(expected).flatMap((product) =>
  OTP_FLAGS.flatMap((otp) =>
    ALL_CODES.map((progress) => [product, otp, progress, expected[product](otp)[progress] ?? 'InvalidEntity'] as const),
  ),
);

describe('routeForStatus (spec 2, section 4)', () => {
  it('has a row for every product, OTP flag and progress code the spec names', () => {
    expect(rows).toHaveLength(4 * OTP_FLAGS.length * ALL_CODES.length);
  });

  it.each(rows)('%s, isExistingOTPAvailable %j, progress %s -> %s', (product, otp, progress, route) => {
    expect(routeForStatus({ product, isExistingOTPAvailable: otp, progress })).toBe(route);
  });

  it.each([
    ['an unknown product', { product: 'XYZ', isExistingOTPAvailable: 'N', progress: 'LP' }],
    ['an unknown code', { product: 'BTL', isExistingOTPAvailable: 'N', progress: 'ZZ' }],
    ['a code in the wrong case', { product: 'BTL', isExistingOTPAvailable: 'N', progress: 'lp' }],
    ['no progress at all', { product: 'BTL', isExistingOTPAvailable: 'N', progress: null }],
    ['an empty progress', { product: 'PBF', isExistingOTPAvailable: '', progress: '' }],
  ])('sends %s to InvalidEntity', (_name, input) => {
    expect(routeForStatus(input)).toBe('InvalidEntity');
  });
});
