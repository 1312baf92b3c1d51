/**
 * Check letter of a Singapore NRIC/FIN (S, T, F, G prefixes). Personas use valid numbers so that a
 * front end that checks the letter accepts them, and a test keeps them valid when someone edits one.
 */
const WEIGHTS = [2, 7, 6, 5, 4, 3, 2];
const CITIZEN_LETTERS = 'JZIHGFEDCBA';
const FOREIGNER_LETTERS = 'XWUTRQPNMLK';

export function nricCheckLetter(prefix: 'S' | 'T' | 'F' | 'G', digits: string): string {
  if (!/^\d{7}$/.test(digits)) throw new Error(`An NRIC has 7 digits, got ${digits}`);
  let sum = [...digits].reduce((acc, d, i) => acc + Number(d) * WEIGHTS[i], 0);
  if (prefix === 'T' || prefix === 'G') sum += 4;
  const letters = prefix === 'S' || prefix === 'T' ? CITIZEN_LETTERS : FOREIGNER_LETTERS;
  return letters[sum % 11];
}

export function isValidNric(nric: string): boolean {
  const m = /^([STFG])(\d{7})([A-Z])$/.exec(nric);
  return m !== null && nricCheckLetter(m[1] as 'S' | 'T' | 'F' | 'G', m[2]) === m[3];
}
