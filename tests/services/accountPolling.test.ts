import { describe, expect, it } from 'vitest';
import { pollAccountList } from '../../services/accountPolling';
import { ServiceError } from '../../services/errors';

/** A clock the test owns: sleeping records the wait and resolves at once, unless told to hang. */
function fakeSleep() {
  const waits: number[] = [];
  return { waits, sleep: (ms: number) => (waits.push(ms), Promise.resolve()) };
}

const never = () => new Promise<never>(() => undefined);

describe('pollAccountList (spec 1, 4.3 and 3, 9: 2 attempts, 3000 ms apart, 5000 ms per call)', () => {
  it('returns the first list that is not null, waiting between attempts', async () => {
    const answers = [null, ['111']];
    const clock = fakeSleep();
    // The call timeout races every call; a call that answers first wins.
    const fast = (ms: number) => (ms === 5000 ? never() : clock.sleep(ms));
    const result = await pollAccountList(async () => answers.shift() ?? null, { sleep: fast });
    expect(result).toEqual(['111']);
  });

  it('gives up with null after the attempts, having waited the delay once between two calls', async () => {
    let calls = 0;
    const waits: number[] = [];
    const result = await pollAccountList(async () => (calls++, null), {
      sleep: (ms) => (waits.push(ms), ms === 5000 ? never() : Promise.resolve()),
    });
    expect(result).toBeNull();
    expect(calls).toBe(2);
    expect(waits.filter((w) => w === 3000)).toHaveLength(1);
  });

  it('keeps an empty list: the customer has no current or savings account', async () => {
    const result = await pollAccountList(async () => [], { sleep: (ms) => (ms === 5000 ? never() : Promise.resolve()) });
    expect(result).toEqual([]);
  });

  it('counts a call slower than the call timeout as an attempt that found nothing', async () => {
    let calls = 0;
    const result = await pollAccountList(
      () => {
        calls++;
        return never();
      },
      { sleep: () => Promise.resolve() },
    );
    expect(result).toBeNull();
    expect(calls).toBe(2);
  });

  it('goes on after a failed call, but an expired session ends the polling at once', async () => {
    const answers: (() => Promise<string[] | null>)[] = [() => Promise.reject(new ServiceError('server', 'boom', 500)), async () => ['222']];
    const opts = { sleep: (ms: number) => (ms === 5000 ? never() : Promise.resolve()) };
    expect(await pollAccountList(() => answers.shift()!(), opts)).toEqual(['222']);
    let calls = 0;
    await expect(
      pollAccountList(() => (calls++, Promise.reject(new ServiceError('unauthorized', 'Token expired', 401))), opts),
    ).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(calls).toBe(1);
  });
});
