import { isCountryCode } from '../../../../src/domain/countries';
import { isCurrencyCode } from '../../../../src/domain/currencies';
import { isBankCode } from '../../../../src/domain/singaporeBanks';

/*
 * The long reference lists (ADR 0009) checked on the bank: the wire schema takes any short code so that
 * the browser's first chunk carries no list, and the bank refuses a code that is not listed. Each
 * returns the 400 message, or undefined for a listed code; an empty one is the required-field rules' to judge.
 */

const unlisted = (code: string, isListed: (code: string) => boolean, what: string): string | undefined =>
  code === '' || isListed(code) ? undefined : `must be ${what}, not '${code}'`;

export const countryIssue = (code: string) => unlisted(code, isCountryCode, 'an ISO 3166-1 alpha-2 country code');
export const currencyIssue = (code: string) => unlisted(code, isCurrencyCode, 'an ISO 4217 currency code');
export const bankIssue = (code: string) => unlisted(code, isBankCode, 'the code of a bank in Singapore from the bank list (OTHERS for any other bank)');
