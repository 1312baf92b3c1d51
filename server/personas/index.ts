import { subMonths } from 'date-fns';
import { parseDate, toIsoDate } from '../../src/domain/financialDates';
import { sgIsoDate } from '../time';
import { PERSONAS } from './catalogue';
import type { PersonaDef, PersonaPerson } from './types';

export type { PersonaDef, PersonaPerson } from './types';
export { PERSONAS } from './catalogue';

/** Codes are typed by hand on the SIM return page: spaces and case must not matter. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

export interface PersonaMatch {
  persona: PersonaDef;
  /** The person who signed in: the one whose NRIC was entered, or the first director for a UEN. */
  firstUser: PersonaPerson;
}

/**
 * The persona as the registry describes it on `today` (the bank's clock): a relative registration date
 * becomes the Singapore calendar date that many months earlier. Callers that do not care about dates
 * (the e2e driver) may leave `today` to the wall clock.
 */
export function personaOn(persona: PersonaDef, today: Date): PersonaDef {
  if (persona.registeredMonthsAgo === undefined) return persona;
  const sgToday = parseDate(sgIsoDate(today))!;
  const registered = toIsoDate(subMonths(sgToday, persona.registeredMonthsAgo));
  return { ...persona, company: { ...persona.company, Registration_Date: registered } };
}

export function findByCode(code: string, today: Date = new Date()): PersonaMatch | null {
  const wanted = normaliseCode(code);
  for (const stored of PERSONAS) {
    const persona = personaOn(stored, today);
    if (persona.company.Company_UEN === wanted) return { persona, firstUser: persona.persons[0] };
    const person = persona.persons.find((p) => p.IDNumber === wanted);
    if (person) return { persona, firstUser: person };
  }
  return null;
}

export function findByUen(uen: string, today: Date = new Date()): PersonaDef | null {
  const wanted = normaliseCode(uen);
  const persona = PERSONAS.find((p) => p.company.Company_UEN === wanted);
  return persona ? personaOn(persona, today) : null;
}

/** Validate's model.code: an explicit knockout, else what the registry data implies. */
export function validationCodeOf(persona: PersonaDef): string {
  if (persona.validationCode) return persona.validationCode;
  if (!/^live/i.test(persona.company.Entity_Status)) return 'NON-LIVE';
  // Online financing accepts at most 5 directors, partners or owners (spec 2, M10).
  if (persona.persons.length > 5) return 'M10';
  return '0';
}
