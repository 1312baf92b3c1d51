import { findByCode, PERSONAS, validationCodeOf, type PersonaDef } from '../../server/personas';
import { INVALID_DIRECTOR_CODES } from '../../src/domain/outcomeCodes';

/**
 * The sandbox bank's personas and the test data a walk types (docs/personas.md): which NRIC or UEN
 * makes the SIM services answer as a path expects.
 */

/** The SIM persona of the happy path (docs/personas.md, 1): applicant 1 signs in with their NRIC. */
export const HAPPY_CODE = 'S1234567D';
/** The sole proprietor of the SIM (docs/personas.md): a path through SPersonDetails signs in as them. */
export const SOLE_CODE = 'S7534127Z';
/** The director of the business the sandbox's web-application assessment declines (docs/personas.md). */
export const DECLINED_AT_START_CODE = 'S7712345H';
/** Directors of the SIM's account-service personas (docs/personas.md, 4-6): no account, never answers, answers on the third call. */
export const ACCOUNT_PERSONAS = { none: 'S7667890A', neverAnswers: 'S8589012C', slow: 'S7890123C' } as const;
/** An NRIC no persona has: the SIM identity service answers FAIL (invalid input). */
export const UNKNOWN_CODE = 'S0000000X';
/** A UEN no persona has: the bank finds no application (a 'no records' lookup). */
export const NO_SUCH_UEN = '199900000Z';
/** The SIM persona the officer console builds an application from, by product and by the board meeting rule. */
export const OFFICER_PERSONAS = {
  board: { uen: '201512345K', nric: 'S1234567D' },
  noBoard: { uen: '53312345D', nric: 'S7534127Z' },
  PBF: { uen: '201911223R' },
  AIP: { uen: '201634567E' },
} as const;

/** Above the maximum turnover of the sandbox's pre-qualification for every product (server/policy.ts): M11. */
export const KNOCKOUT_REVENUE = '25000000';
/** Mobile numbers typed on the person details page: applicant 1, then the others in order. */
export const MOBILES = ['91234567', '82345678', '83456789', '84567890', '85678901', '86789012'];
/** 31 December of last year is always inside the 2-year window (spec 1, 5.2), whatever today is. */
export const FINANCIAL_YEAR_END = `${new Date().getFullYear() - 1}-12-31`;

export const personaOf = (code: string): PersonaDef | null => findByCode(code)?.persona ?? null;

function personaWithCode(code: string, sameKind: (c: string) => boolean): PersonaDef {
  const exact = PERSONAS.find((p) => validationCodeOf(p) === code);
  const similar = exact ?? PERSONAS.find((p) => sameKind(validationCodeOf(p)));
  if (!similar) throw new Error(`no SIM persona is answered with Validate code ${code}: add one to server/personas/catalogue.ts`);
  return similar;
}

type Output = Record<string, unknown> | null | undefined;

/** What to type on the identity return page for the retrieveIdentity outcome a path expects next. */
export function identityCodeFor(outcome: Output): { code: string; errorType: string | null } {
  switch (outcome?.outcome ?? 'ok') {
    case 'ok':
      return { code: HAPPY_CODE, errorType: null };
    case 'invalidInput':
      return { code: UNKNOWN_CODE, errorType: null };
    case 'invalidDirectors': {
      const persona = personaWithCode(String(outcome?.code ?? 'M10'), (c) => INVALID_DIRECTOR_CODES.includes(c));
      return { code: persona.company.Company_UEN, errorType: validationCodeOf(persona) };
    }
    case 'invalidEntity': {
      const persona = personaWithCode(String(outcome?.code ?? 'NON-LIVE'), (c) => c !== '0' && !INVALID_DIRECTOR_CODES.includes(c));
      return { code: persona.company.Company_UEN, errorType: validationCodeOf(persona) };
    }
    default:
      throw new Error(`no identity code gives retrieveIdentity outcome ${JSON.stringify(outcome)}: extend identityCodeFor in e2e/support/personas.ts`);
  }
}
