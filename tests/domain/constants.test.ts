import * as c from '../../src/domain/constants';

// Every business constant against the value the spec states (or the value the brief fixed for ours).
describe('business constants (spec 1 s9, spec 2 s9, spec 3 s9)', () => {
  it.each([
    ['ONLINE_MIN_AMOUNT', 20000, 'spec 3 s9'],
    ['ONLINE_MAX_AMOUNT', 300000, 'spec 3 s9'],
    ['ONLINE_AMOUNT_STEP', 1000, 'spec 1 s5.1'],
    ['ONLINE_DEFAULT_AMOUNT', 100000, 'ours (ADR 0003)'],
    ['INDICATIVE_RATE_PERCENT', 10, 'spec 3 s9 (10 of 10/9, ADR 0003)'],
    ['RATE_MIN_PERCENT', 8, 'spec 3 s9'],
    ['RATE_MAX_PERCENT', 12, 'spec 3 s9'],
    ['RATE_STEP', 0.05, 'spec 1 s5.1'],
    ['PERSONALISED_MIN', 20000, 'spec 1 s5.1'],
    ['PERSONALISED_PROPERTY_ONLY_MIN', 200000, 'spec 1 s5.1'],
    ['PERSONALISED_MAX', 10000000, 'spec 1 s5.1'],
    ['AIP_MIN', 200000, 'spec 1 s5.1'],
    ['AIP_MAX', 10000000, 'spec 1 s5.1'],
    ['PROMO_MAX_LENGTH', 20, 'spec 1 s9'],
    ['POSTAL_CODE_LENGTH', 6, 'spec 1 s9'],
    ['MOBILE_LENGTH', 8, 'spec 1 s9'],
    ['EMAIL_MAX_LENGTH', 60, 'spec 1 s9'],
    ['ERROR_POPUP_MS', 5000, 'spec 3 s9'],
    ['OTP_LENGTH', 6, 'spec 2 s9'],
    ['OTP_VALIDITY_MS', 120000, 'spec 2 s9'],
    ['OTP_TICK_MS', 1000, 'spec 2 s9'],
    ['OTP_MAX_TRIES', 3, 'spec 2 s9'],
    ['PACKAGE_ID_FIRST_USER_CONTINUE', '12000', 'spec 1 s4.1'],
    ['PACKAGE_ID_DEFAULT', '13000', 'spec 1 s4.1'],
    ['PREVIOUS_YEAR_MIN_MONTHS_REGISTERED', 24, 'spec 1 s4.2'],
    ['SESSION_EXPIRY_OFFSET_HOURS', 8, 'spec 1 s4.4'],
    ['COUNTRY_CODE', '+65', 'spec 1 s9'],
    ['DEFAULT_COUNTRY', 'SG', 'spec 1 s9'],
    ['ACCOUNT_POLL_ATTEMPTS', 2, 'spec 3 s9'],
    ['ACCOUNT_POLL_DELAY_MS', 3000, 'spec 3 s9'],
    ['ACCOUNT_CALL_TIMEOUT_MS', 5000, 'spec 3 s9'],
    ['ACCOUNT_LOADING_TIMEOUT_MS', 10000, 'spec 3 s9'],
    ['MAX_APPLICANTS_BTL', 5, 'spec 2 s9'],
    ['MAX_APPLICANTS_OTHER', 2, 'spec 2 s9'],
    ['AIP_VALIDITY_DAYS', 30, 'spec 3 s9'],
    ['UPLOAD_MAX_BYTES', 15000000, 'spec 3 s5'],
    ['UPLOAD_MAX_PER_TYPE', 10, 'spec 3 s5'],
  ] as const)('%s = %s (%s)', (name, expected, _section) => {
    expect((c as Record<string, unknown>)[name]).toBe(expected);
  });

  it('TENURE_YEARS are 1 to 5 years (spec 1 s9)', () => {
    expect([...c.TENURE_YEARS]).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    ['block', 10],
    ['blockMultiStorey', 6],
    ['street', 66],
    ['storey', 3],
    ['unit', 6],
    ['building', 66],
    ['addressLine', 66],
    ['postOffice', 66],
    ['lockedBag', 10],
    ['box', 10],
    ['godown', 6],
    ['lotMukim', 6],
    ['house', 6],
    ['windowDelivery', 6],
  ] as const)('ADDRESS_MAX.%s = %i (spec 1 s5.2)', (key, max) => {
    expect(c.ADDRESS_MAX[key]).toBe(max);
  });
});
