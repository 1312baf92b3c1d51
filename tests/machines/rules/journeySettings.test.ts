import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { features, featuresFrom } from '../../../src/config/features';
import { journeyMachine } from '../../../machines/journey.machine';
import { initialContext, settingsOf } from '../../../machines/types';

/* Spec 3, section 9: the feature switches the journey runs with, given as the chart's input; the rest default. */

describe('the settings a journey runs with', () => {
  it('no input, or input that is not an object: the default switches and the sandbox sign-in', () => {
    for (const input of [undefined, null, 'otpBar=off', 42]) expect(settingsOf(input)).toEqual({ features, signIn: 'sandbox' });
  });

  it('switches given whole are used', () => {
    const off = featuresFrom('otpBar=off,nonLending=off');
    expect(settingsOf({ features: off }).features).toEqual(off);
    expect(settingsOf({ features: off }).features.otpBar).toBe(false);
  });

  it('switches missing one, or with one not a yes/no, are not used: the defaults are', () => {
    const { otpBar: _dropped, ...missing } = featuresFrom('otpBar=off,nonLending=off');
    expect(settingsOf({ features: missing }).features).toEqual(features);
    expect(settingsOf({ features: { ...featuresFrom('nonLending=off'), otpBar: 'off' } }).features).toEqual(features);
    expect(settingsOf({ features: null }).features).toEqual(features);
    expect(settingsOf({ features: 'nonLending=off' }).features).toEqual(features);
  });

  it('the national identity provider only when asked for by name', () => {
    expect(settingsOf({ signIn: 'provider' }).signIn).toBe('provider');
    expect(settingsOf({ signIn: 'singpass' }).signIn).toBe('sandbox');
    expect(settingsOf({ features }).signIn).toBe('sandbox');
  });
});

describe('a new journey (spec 2, 4; spec 1, 2.1)', () => {
  it('holds nothing of an application, a first user with three tries at the one-time password', () => {
    const c = createActor(journeyMachine).getSnapshot().context;
    expect(c).toEqual(initialContext());
    expect(c.signIn).toBe('sandbox');
    expect(c.otpTriesLeft).toBe(3);
    expect(c.flags).toEqual({
      lookupOption: null, firstUser: true, boardApproval: false, product: 'Online', propertyStep: false, soleProprietor: false, fromPreview: false, cancellable: true, lookupOtpRefused: false,
    });
    expect(c.uploadRejections).toEqual([]);
    expect(c.uploadSent).toEqual([]);
    expect(c.uploadConfirmed).toEqual([]);
    expect(c.sandboxPersonas).toEqual([]);
    expect(c.missingFields).toEqual([]);
    expect([c.token, c.referenceNo, c.stateId, c.popup, c.errorType, c.status, c.preview]).toEqual([null, null, null, null, null, null, null]);
  });
});
