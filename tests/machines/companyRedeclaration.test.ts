import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import type { CompanyForm } from '../../src/contract';
import type { LookupOption } from '../../src/domain/statusLookup';
import { journeyMachine } from '../../machines/journey.machine';
import { initialContext } from '../../machines/types';
import { sampleCompany } from '../../src/analysis/eventSamples';

// Spec 1, 2.2 and 4.2: an application resumed with the GAS flag Y asks for the entity declaration again.
const loaded = (GAS: 'Y' | 'N', lookupOption: LookupOption | null) => {
  const company: CompanyForm = { ...sampleCompany, Request_Form: { ...sampleCompany.Request_Form, GAS } };
  const at = journeyMachine.resolveState({
    value: { application: { companyDetails: 'loading' } },
    context: { ...initialContext(), token: 't', stateId: 's', referenceNo: 'r', flags: { ...initialContext().flags, lookupOption } },
  });
  const [next] = transition(journeyMachine, at, { type: 'xstate.done.actor.loadCompany', output: company } as never);
  return next;
};

describe('company details: the resumed GAS re-declaration', () => {
  it('asks again when a resumed application has the GAS flag', () => {
    const s = loaded('Y', 'Resume');
    expect(s.value).toEqual({ application: { companyDetails: 'redeclaringScheme' } });
    expect(s.hasTag('schemeDeclaration')).toBe(true);
    expect(s.context.company?.Request_Form.GAS).toBe('Y');
  });

  it.each([
    ['a resumed application without the GAS flag', 'N', 'Resume'],
    ['a first visit with the GAS flag', 'Y', null],
    ['a status enquiry with the GAS flag', 'Y', 'Status'],
  ] as const)('goes straight to the form for %s', (_name, gas, option) => {
    expect(loaded(gas, option).value).toEqual({ application: { companyDetails: 'editing' } });
  });

  it('Proceed shows the form; Back starts the journey again', () => {
    const at = loaded('Y', 'Resume');
    expect(transition(journeyMachine, at, { type: 'user.proceed' })[0].value).toEqual({ application: { companyDetails: 'editing' } });
    expect(transition(journeyMachine, at, { type: 'user.restart' })[0].value).toBe('booting');
  });
});
