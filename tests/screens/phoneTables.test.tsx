// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CpfHistory } from '../../screens/NSPersonDetails/CpfHistory';
import { IncomeTable } from '../../screens/NSPersonDetails/IncomeTable';
import { IslamicComparison } from '../../screens/FinanceDetails/IslamicComparison';
import { LoanOfferTables } from '../../screens/AStatusApprovalDetails/LoanOfferTables';
import { RowsTable } from '../../src/ui/RowsTable';
import { firstUserInfo } from './fixtures';

afterEach(cleanup);

/**
 * On a phone each row of a table stacks into a card (src/ui/theme.css shows each cell's data-label before
 * it), so every body cell must carry the header of its column, and the row's own buttons theirs.
 */
function expectEachCellLabelled(table: HTMLTableElement) {
  const headers = [...table.tHead!.rows[0]!.cells].map((th) => th.textContent ?? '');
  const rows = [...table.tBodies[0]!.rows].filter((r) => !(r.cells.length === 1 && r.cells[0]!.colSpan > 1));
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.cells).toHaveLength(headers.length);
    [...row.cells].forEach((cell, i) => expect(cell.getAttribute('data-label')).toBe(headers[i]));
  }
  return { headers, rows };
}

describe('tables read on a phone: each cell carries its column header', () => {
  it('the tax assessment table: all 8 columns, on each row', () => {
    render(<IncomeTable rows={firstUserInfo.yearOfAssessment.income} idPrefix="a1" />);
    const table = document.querySelector<HTMLTableElement>('[data-testid="a1-income"]')!;
    const { headers, rows } = expectEachCellLabelled(table);
    expect(headers).toEqual(['Year of Assessment', 'Type', 'Assessable Income', 'Employment', 'Trade', 'Rent', 'Interest', 'Tax Clearance']);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.cells[0]!.textContent).toBe('2024');
  });

  it('the CPF table, whose dates never break inside', () => {
    render(<CpfHistory rows={firstUserInfo.cpfContributionHistory} idPrefix="a1" />);
    const table = document.getElementById('a1-cpf') as HTMLTableElement;
    const { headers, rows } = expectEachCellLabelled(table);
    expect(headers).toEqual(['For Month', 'Paid On', 'Amount', 'Employer Contribution']);
    const paidOn = rows[0]!.cells[1]!;
    expect(paidOn.textContent).toBe('14-06-2025');
    expect(paidOn.querySelector('.nowrap')?.textContent).toBe('14-06-2025');
  });

  it("a table with the rows' own buttons labels that cell with the actions header", () => {
    render(
      <RowsTable
        testId="t"
        columns={['Bank', 'Amount']}
        actions="Actions"
        rows={[{ key: '1', cells: ['DBS', 'S$ 10.00'], actions: <button type="button">Edit</button> }]}
      />,
    );
    const { rows } = expectEachCellLabelled(document.querySelector<HTMLTableElement>('[data-testid="t"]')!);
    expect(rows[0]!.cells[2]!.getAttribute('data-label')).toBe('Actions');
  });

  it('the loan offer tables and the Islamic comparison keep their row headers, labelled too', () => {
    render(
      <LoanOfferTables
        aip={{
          maxCIPAIPLoanAmtFreehold: 500000, TenureFreehold: 25, maxCIPAIPLoanAmtLeasehold: null, TenureLeasehold: null,
          maxCIPAIPLoanAmtJTCLeasehold: null, TenureJTCLeasehold: null, maxCIPAIPLoanAmtNonJTCLeasehold: null, TenureNonJTCLeasehold: null,
          maxLoanDetailsNoProp: [],
        }}
      />,
    );
    render(<IslamicComparison />);
    const tables = [...document.querySelectorAll('table')];
    expect(tables.length).toBeGreaterThanOrEqual(2);
    for (const table of tables) {
      expectEachCellLabelled(table);
      expect(table.tBodies[0]!.rows[0]!.cells[0]!.tagName).toBe('TH');
    }
  });
});
