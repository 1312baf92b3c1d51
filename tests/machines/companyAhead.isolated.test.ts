import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';

/*
 * Spec 2, 4 "Return from the national identity service": the assessment (step 4) decides whether
 * CompanyDetails follows (step 5), which reads the company. The read changes nothing, so it runs
 * together with the assessment instead of after it.
 */
const calls: string[] = [];
let settleAssessment: (v: { passed: true }) => void = () => undefined;

vi.mock('../../services/deferred', async (original) => {
  const real = await original<typeof import('../../services/deferred')>();
  return {
    ...real,
    assessAtStart: vi.fn(() => {
      calls.push('assess');
      return new Promise((resolve) => (settleAssessment = resolve));
    }),
    smedl: {
      ...real.smedl,
      getCompany: vi.fn((token: string, stateId: string) => {
        calls.push(`company ${token} ${stateId}`);
        return Promise.resolve({ from: `${token} ${stateId}` });
      }),
    },
  };
});

const { assessAtStart, loadCompany } = await import('../../machines/actors');

const run = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start());

describe('the company is read while the assessment runs', () => {
  beforeEach(() => (calls.length = 0));
  afterEach(() => vi.clearAllMocks());

  it('asks for the company before the assessment has answered, and CompanyDetails takes that answer', async () => {
    const assessing = run(assessAtStart, { token: 't1', stateId: 's1', enabled: true });
    await Promise.resolve();
    expect(calls).toEqual(['company t1 s1', 'assess']);
    settleAssessment({ passed: true });
    await assessing;
    expect(await run(loadCompany, { token: 't1', stateId: 's1' })).toEqual({ from: 't1 s1' });
    expect(calls).toEqual(['company t1 s1', 'assess']);
  });

  it('asks again for another application, and once the early answer was used', async () => {
    const assessing = run(assessAtStart, { token: 't1', stateId: 's1', enabled: true });
    settleAssessment({ passed: true });
    await assessing;
    await run(loadCompany, { token: 't1', stateId: 's2' });
    expect(calls.at(-1)).toBe('company t1 s2');
    await run(loadCompany, { token: 't1', stateId: 's1' });
    expect(calls.filter((c) => c === 'company t1 s1')).toHaveLength(2);
  });
});
