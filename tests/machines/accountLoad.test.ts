import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';

const getAccountList = vi.fn(async (_token: string, _stateId: string): Promise<string[] | null> => ['1234567890']);
vi.mock('../../services/smedl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/smedl')>()),
  getBranches: async () => [{ branchCode: '001', branchDescription: 'Raffles Place' }],
  getAccountList: (token: string, stateId: string) => getAccountList(token, stateId),
  getAccountDetails: async () => null,
}));

const { loadAccounts } = await import('../../machines/actors');

// Spec 1, 4.3 and 3, 9: the account list is the account-check service's; without it the list is not asked for.
describe('the account step load', () => {
  it('asks for the account list when the account check is on', async () => {
    getAccountList.mockClear();
    const out = await toPromise(createActor(loadAccounts, { input: { token: 't', stateId: 's', accountCheck: true } }).start());
    expect(getAccountList).toHaveBeenCalledWith('t', 's');
    expect(out.accountNumbers).toEqual(['1234567890']);
  });

  it('makes no account-list call when the account check is off', async () => {
    getAccountList.mockClear();
    const out = await toPromise(createActor(loadAccounts, { input: { token: 't', stateId: 's', accountCheck: false } }).start());
    expect(getAccountList).not.toHaveBeenCalled();
    expect(out).toEqual({ branches: [{ branchCode: '001', branchDescription: 'Raffles Place' }], accountNumbers: null, saved: null });
  });
});
