import type { Branch } from '../../../src/contract';

export const BRANCHES: readonly Branch[] = [
  { branchCode: '001', branchDescription: 'RAFFLES PLACE MAIN BRANCH', terminalId: 'T001' },
  { branchCode: '012', branchDescription: 'ORCHARD BRANCH', terminalId: 'T012' },
  { branchCode: '023', branchDescription: 'ANG MO KIO HUB BRANCH', terminalId: 'T023' },
  { branchCode: '034', branchDescription: 'TAMPINES CENTRAL BRANCH', terminalId: 'T034' },
  { branchCode: '045', branchDescription: 'JURONG EAST BRANCH', terminalId: 'T045' },
  { branchCode: '056', branchDescription: 'WOODLANDS CIVIC CENTRE BRANCH', terminalId: 'T056' },
  { branchCode: '067', branchDescription: 'GEYLANG SERAI BRANCH', terminalId: 'T067' },
];

export const findBranch = (code: string) => BRANCHES.find((b) => b.branchCode === code) ?? null;
