import { describe, expect, it, vi } from 'vitest';
import { assessAtStart, preQualify } from '../../services/prequalification';
import { bankAtTestAddress } from '../screens/sessionBank';

/** The bank's answer to every call, and the addresses asked. */
function bankAnswers(model: unknown) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    asked.push(input instanceof Request ? input.url : String(input));
    return new Response(JSON.stringify({ isSucess: true, model }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

bankAtTestAddress();

describe('the pre-qualification knockout (spec 2, 4)', () => {
  it.each([
    [{ status: 'SUCCESS', error: null }, { passed: true }],
    [{ status: 'green', error: null }, { passed: true }],
    [{ status: 'Fail', error: { code: 'M11' } }, { passed: false, code: 'M11' }],
    [{ status: 'Fail', error: { code: null } }, { passed: false, code: 'M12' }],
  ])('at submit: %j is %j', async (model, verdict) => {
    const asked = bankAnswers(model);
    expect(await preQualify('t', 'st-1')).toEqual(verdict);
    expect(asked[0]).toMatch(/\/PreQualificationknockout\/st-1\/APPSUBMIT$/);
  });

  it.each([
    [{ status: 'SUCCESS', error: null }, { passed: true }],
    [{ status: 'Fail', error: { code: 'M11' } }, { passed: false, code: '500' }],
    [{ status: 'Fail', error: { code: null } }, { passed: false, code: '500' }],
  ])('after the identity service (APPSTART): %j is %j, any failure error 500', async (model, verdict) => {
    const asked = bankAnswers(model);
    expect(await assessAtStart('t', 'st-1', true)).toEqual(verdict);
    expect(asked[0]).toMatch(/\/PreQualificationknockout\/st-1\/APPSTART$/);
  });

  it('asks nothing when the web-application assessment is switched off', async () => {
    const asked = bankAnswers({ status: 'Fail', error: { code: null } });
    expect(await assessAtStart('t', 'st-1', false)).toEqual({ passed: true });
    expect(asked).toEqual([]);
  });
});
