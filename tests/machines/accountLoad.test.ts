import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { paths } from '../../src/contract';
import { loadAccounts } from '../../machines/actors';
import { bankAtTestAddress, stubBank } from '../screens/sessionBank';

bankAtTestAddress();

/** A bank with one branch and one account for application state 's', and no account saved yet. */
const bankWithOneAccount = () =>
  stubBank(({ url }) => {
    if (url === paths.branches) return { status: 200, body: { didError: false, model: [{ branchCode: '001', branchDescription: 'Raffles Place' }] } };
    if (url === paths.accountList('s')) return { status: 200, body: { isSucess: true, model: { fields: { request: { Accountlist: [{ accountNumber: '1234567890' }] } } } } };
    if (url === paths.getAccount('s')) return { status: 200, body: { isSucess: true, model: null } };
    return { status: 404 };
  });

// Spec 1, 4.3 and 3, 9: the account list is the account-check service's; without it the list is not asked for.
describe('the account step load', () => {
  it('asks for the account list when the account check is on', async () => {
    const sent = bankWithOneAccount();
    const out = await toPromise(createActor(loadAccounts, { input: { token: 't', stateId: 's', accountCheck: true } }).start());
    expect(sent.filter((r) => r.url === paths.accountList('s'))).toEqual([{ url: paths.accountList('s'), method: 'GET', authorization: 'Bearer t', keepalive: false }]);
    expect(out.accountNumbers).toEqual(['1234567890']);
  });

  it('makes no account-list call when the account check is off', async () => {
    const sent = bankWithOneAccount();
    const out = await toPromise(createActor(loadAccounts, { input: { token: 't', stateId: 's', accountCheck: false } }).start());
    expect(sent.map((r) => r.url)).not.toContain(paths.accountList('s'));
    expect(out).toEqual({ branches: [{ branchCode: '001', branchDescription: 'Raffles Place' }], accountNumbers: null, saved: null });
  });
});
