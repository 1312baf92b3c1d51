import { HIDDEN, maskPersonal } from '../../machines/liveChannel';

describe('what the live channel carries of the context', () => {
  it('masks NRIC, FIN and UIN as the summary does, wherever they are, and leaves money figures', () => {
    const context = {
      lookup: { option: 'Status', uen: '201912345K', nric: 'S1234567D', result: null },
      persons: { ApplicantDtls: [{ IDNumber: 'f1234567n', Person_Name: 'Tan Ah Kow' }, { IDNumber: 'G7654321X' }] },
      financing: { financingAmount: 150000, amountText: '150000.00' },
      otpTriesLeft: 3,
    };
    expect(maskPersonal(context)).toEqual({
      lookup: { option: 'Status', uen: '201912345K', nric: '*****567D', result: null },
      persons: { ApplicantDtls: [{ IDNumber: '*****567n', Person_Name: 'Tan Ah Kow' }, { IDNumber: '*****321X' }] },
      financing: { financingAmount: 150000, amountText: '150000.00' },
      otpTriesLeft: 3,
    });
  });

  it('hides credentials and turns files, dates and errors into plain values', () => {
    const out = maskPersonal({
      token: 't0k3n',
      oauth: { clientSecret: 'shh', scope: 'uinfin name' },
      sentAt: new Date('2026-11-22T02:00:00Z'),
      file: new File(['%PDF'], 'a.pdf'),
      error: new Error('Token expired'),
      noToken: null,
      act: () => 1,
    });
    expect(out).toEqual({
      token: HIDDEN,
      oauth: { clientSecret: HIDDEN, scope: 'uinfin name' },
      sentAt: '2026-11-22T02:00:00.000Z',
      file: 'File a.pdf (4 bytes)',
      error: 'Error: Token expired',
      noToken: null,
    });
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });
});
