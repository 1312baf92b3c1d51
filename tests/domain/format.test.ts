import { fromDisplayDate, toDisplayDate } from '../../src/domain/financialDates';
import { formatAmount, formatMoney, formatCountdown, formatSGD, maskLast4, maskMobile, otpSentMessage } from '../../src/domain/format';

describe('SGD amounts (spec 1 s9: SGD with thousands separators, 2 decimals)', () => {
  it.each([
    [1234567, 'SGD 1,234,567.00'],
    ['1234567', 'SGD 1,234,567.00'],
    [1234.5, 'SGD 1,234.50'],
    ['-25000.75', 'SGD -25,000.75'],
    [0, 'SGD 0.00'],
    ['', ''],
    ['abc', ''],
  ])('formatSGD(%s) = %s', (input, output) => {
    expect(formatSGD(input)).toBe(output);
  });

  it.each([
    [1234567, '1,234,567'],
    ['300000', '300,000'],
    [1234.5, '1,234.5'],
    [999, '999'],
    ['', ''],
  ])('formatAmount(%s) = %s', (input, output) => {
    expect(formatAmount(input)).toBe(output);
  });

  it.each([
    [1250000, '1,250,000'],
    [1250000.5, '1,250,000.50'],
    ['300000.05', '300,000.05'],
    [null, ''],
  ])('formatMoney(%s) = %s', (input, output) => {
    expect(formatMoney(input)).toBe(output);
  });
});

describe('dates (spec 1 s2.5: dd-mm-yyyy or dd/mm/yyyy)', () => {
  it.each([
    ['2024-12-31', '-', '31-12-2024'],
    ['2024-01-05', '/', '05/01/2024'],
    ['2024-01-05T00:00:00', '-', '05-01-2024'],
    ['not a date', '-', 'not a date'],
    ['', '-', ''],
  ] as const)('toDisplayDate(%s, %s) = %s', (iso, sep, display) => {
    expect(toDisplayDate(iso, sep)).toBe(display);
  });

  it.each([
    ['31-12-2024', '2024-12-31'],
    ['05/01/2024', '2024-01-05'],
    ['31-02-2024', ''],
  ])('fromDisplayDate(%s) = %s', (display, iso) => {
    expect(fromDisplayDate(display)).toBe(iso);
  });
});

describe('masks (spec 2 s9: last 4 shown)', () => {
  it.each([
    ['S1234567D', '*****567D'],
    ['T0123456Z', '*****456Z'],
    ['ABCD', 'ABCD'],
    ['', ''],
  ])('maskLast4(%s) = %s', (value, masked) => {
    expect(maskLast4(value)).toBe(masked);
  });

  it.each([
    ['91234567', '****4567'],
    ['81110000', '****0000'],
  ])('maskMobile(%s) = %s', (value, masked) => {
    expect(maskMobile(value)).toBe(masked);
  });

  describe('OTP sent message: prefix, masked mobile, date and time in Singapore (spec 2 s2.4)', () => {
    // The browser may sit in any zone; the time is Singapore's (UTC+8) like every other date of the app.
    const zone = process.env.TZ;
    beforeEach(() => {
      process.env.TZ = 'America/New_York';
    });
    afterEach(() => {
      // Assigning undefined would set the text 'undefined', a zone of its own, for every later file of the worker.
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it.each([
      ['2025-06-15T01:05:07Z', '15-06-2025 09:05:07'],
      ['2025-06-15T18:30:00Z', '16-06-2025 02:30:00'],
      ['2025-12-31T16:00:00Z', '01-01-2026 00:00:00'],
    ])('sent at %s reads %s', (instant, shown) => {
      expect(otpSentMessage('91234567', new Date(instant))).toBe(`OTP has been sent to +65 ****4567 on ${shown}`);
    });
  });

  it.each([
    [120000, '2:00'],
    [119001, '2:00'],
    [61000, '1:01'],
    [999, '0:01'],
    [0, '0:00'],
    [-5, '0:00'],
  ])('countdown %i ms = %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
