import type { SummaryPropertyDetails } from '../../src/contract';
import type { PropertyRowRef } from '../../machines/types';
import { formatSGD, toDisplayDate } from '../../src/domain';
import { propertyAddressLines } from '../../src/domain/addressView';
import { AddressLines } from '../../src/ui/AddressLines';
import { amountWithCurrency, sixMonthsBankBalance } from '../../src/domain/summaryView';
import { ReadOnly } from '../../src/ui/fields';
import { RowsTable, type TableRow } from '../../src/ui/RowsTable';
import { Section } from '../../src/ui/layout';
import { EditButton, type SectionEdit } from './EditButton';
import { text } from './text';

const yesNo = (v: string | undefined) => (v === 'Y' ? text.yes : v === 'N' ? text.no : v ?? '');

/** The rows' own actions: shown when the chart lets the viewer change the rows (canEditProperty). */
export interface PropertyRows {
  editable: boolean;
  remove: (row: PropertyRowRef) => void;
}

/**
 * Spec 2, 2.3: Edit and Remove on a row of the balance and commitment tables. Edit opens the property
 * step (from=preview), where the row is changed; Remove saves the details without it. The last balance
 * stays while the applicant says they bank elsewhere (spec 3, 5): it is changed through Edit.
 */
function RowActions({ what, row, removable, edit, rows }: { what: string; row: PropertyRowRef; removable: boolean; edit: SectionEdit; rows: PropertyRows }) {
  return (
    <>
      <button type="button" className="link" aria-label={text.editRow(what)} onClick={() => edit.open('property')}>
        {text.edit}
      </button>{' '}
      {removable && (
        <button type="button" className="link destructive" aria-label={text.removeRow(what)} onClick={() => rows.remove(row)}>
          {text.remove}
        </button>
      )}
    </>
  );
}

/**
 * Spec 2, 2.3: property details for the property products: the property, its address by type,
 * leasehold, the bank balance and monthly debt commitment tables and the business financials.
 */
/** A table of the summary's property details, headed by its title. */
function SummaryTable({ id, title, columns, actions, rows }: { id: string; title: string; columns: Record<string, string>; actions: boolean; rows: TableRow[] }) {
  return (
    <>
      <h2 id={id}>{title}</h2>
      <RowsTable testId={id} labelledBy={id} columns={Object.values(columns)} actions={actions && text.rowActions} empty={rows.length === 0 ? text.noEntries : null} rows={rows} />
    </>
  );
}

export function PropertySummary({ property, edit, rows }: { property: SummaryPropertyDetails | null | undefined; edit: SectionEdit; rows: PropertyRows }) {
  const p = property;
  const address = p ? propertyAddressLines(p) : [];
  const sixMonths = p ? sixMonthsBankBalance(p) : undefined;
  const balances = p?.BankBalanceDetails ?? [];
  const commitments = p?.MonthlyDebtCommitments ?? [];
  const actions = rows.editable;
  const lastBalanceStays = balances.length === 1 && p?.isActiveBizAcctWithOtherBanks === 'Y';
  return (
    <Section title={text.propertySection}>
      <EditButton section="property" label={text.propertySection} edit={edit} />
      <dl data-testid="summary-property">
        <ReadOnly label={text.typeOfFinance} value={p?.TypeOfFinanceDescription || p?.TypeOfFinance} />
        {p?.LatestOutstandingLoanAmt != null && p.LatestOutstandingLoanAmt !== '' && <ReadOnly label={text.latestOutstandingLoanAmt} value={formatSGD(p.LatestOutstandingLoanAmt)} />}
        {p?.Purpose && <ReadOnly label={text.purpose} value={p.PurposeDescription || p.Purpose} />}
        <ReadOnly label={text.propertyInMind} value={yesNo(p?.PropertyInMind)} />
        {p?.PropertyType && <ReadOnly label={text.propertyType} value={p.PropertyTypeDescription || p.PropertyType} />}
        {p?.PurchasePrice != null && p.PurchasePrice !== '' && <ReadOnly label={text.purchasePrice} value={formatSGD(p.PurchasePrice)} />}
        {address.length > 0 && <ReadOnly label={text.propertyAddress} value={<AddressLines lines={address} />} testId="summary-property-address" />}
        {p?.IsLeaseHold && <ReadOnly label={text.tenure} value={p.IsLeaseHold === 'Y' ? `${text.leasehold} ${p.OriginalLeaseHoldOthers || p.OriginalLeaseHold || ''}`.trim() : text.freehold} />}
        {p?.LeaseHoldEffDate && <ReadOnly label={text.leaseHoldEffDate} value={toDisplayDate(p.LeaseHoldEffDate)} />}
        {sixMonths && <ReadOnly label={text.sixMonthsBankBal} value={yesNo(sixMonths)} />}
        {p?.isActiveBizAcctWithOtherBanks && <ReadOnly label={text.otherBanks} value={yesNo(p.isActiveBizAcctWithOtherBanks)} />}
        <ReadOnly label={text.interestExpense} value={amountWithCurrency(p?.LatestAnnualIntrestExpense, p?.LatestAnnualIntrestExpenseCurrency)} />
        <ReadOnly label={text.depreciation} value={amountWithCurrency(p?.LatestAnnualDepreciationOrAmortisationAmt, p?.LatestAnnualDepreciationOrAmortisationAmtCurrency)} />
      </dl>
      <SummaryTable
        id="summary-balances"
        title={text.bankBalances}
        columns={text.bankBalanceColumns}
        actions={actions}
        rows={balances.map((b) => ({
          key: `${b.bankName}-${b.accountNumber}-${b.currency}`,
          cells: [b.bankNameDescription || b.bankName, b.accountNumber, b.currency, amountWithCurrency(b.sixMonthsBalanceAmt, b.currency)],
          actions: actions && (
            <RowActions
              what={`${b.bankNameDescription || b.bankName} ${b.accountNumber}`}
              row={{ list: 'balances', bankName: b.bankName, accountNumber: b.accountNumber, currency: b.currency }}
              removable={!lastBalanceStays}
              edit={edit}
              rows={rows}
            />
          ),
        }))}
      />
      <SummaryTable
        id="summary-commitments"
        title={text.debtCommitments}
        columns={text.debtColumns}
        actions={actions}
        rows={commitments.map((m) => ({
          key: m.LoanProductType,
          cells: [m.LoanProductTypeDescription || m.LoanProductType, m.NumberOfBanksDescription || m.NumberOfBanks, formatSGD(m.Amount)],
          actions: actions && <RowActions what={m.LoanProductTypeDescription || m.LoanProductType} row={{ list: 'commitments', loanProductType: m.LoanProductType }} removable edit={edit} rows={rows} />,
        }))}
      />
    </Section>
  );
}
