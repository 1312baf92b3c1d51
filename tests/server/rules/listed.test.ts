import { describe, expect, it } from 'vitest';
import { bankIssue, countryIssue, currencyIssue } from '../../../server/areas/steps/rules/listed';

describe('codes of the long reference lists, as the bank checks them', () => {
  it.each(['SG', 'NO', 'BR', 'ZA'])('country %s is listed', (code) => {
    expect(countryIssue(code)).toBeUndefined();
  });

  it.each(['SGD', 'NOK', 'BRL', 'ZAR'])('currency %s is listed', (code) => {
    expect(currencyIssue(code)).toBeUndefined();
  });

  it.each(['DBS', 'OCBC', 'UOB', 'OTHERS'])('bank %s is listed', (code) => {
    expect(bankIssue(code)).toBeUndefined();
  });

  it('refuses a code that is not listed, naming it; codes are case-sensitive as the wire sends them', () => {
    expect(countryIssue('XX')).toBe("must be an ISO 3166-1 alpha-2 country code, not 'XX'");
    expect(countryIssue('sg')).toBe("must be an ISO 3166-1 alpha-2 country code, not 'sg'");
    expect(currencyIssue('XAU')).toBe("must be an ISO 4217 currency code, not 'XAU'");
    expect(bankIssue('BANK')).toBe("must be the code of a bank in Singapore from the bank list (OTHERS for any other bank), not 'BANK'");
  });

  it('leaves an empty code to the rules that say when one is required, but refuses spaces', () => {
    expect(countryIssue('')).toBeUndefined();
    expect(currencyIssue('')).toBeUndefined();
    expect(bankIssue('')).toBeUndefined();
    expect(bankIssue(' ')).toBe("must be the code of a bank in Singapore from the bank list (OTHERS for any other bank), not ' '");
  });
});
