import { RowsTable } from '../../../src/ui/RowsTable';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import type { BankBalanceDetail } from '../../../src/contract';
import { parseAmount } from '../../../src/domain/amounts';
import { formatMoney } from '../../../src/domain/format';
import { balanceEntryErrors, previousMonths } from '../../../src/domain/property';
import { CURRENCY_OPTIONS } from '../../../src/domain/currencies';
import { ACCOUNT_NUMBER_MAX, DEFAULT_CURRENCY } from '../../../src/domain/propertyReference';
import { BANK_OPTIONS } from '../../../src/domain/singaporeBanks';
import { optionLabel } from '../../../src/domain/reference';
import { ButtonPair } from '../../../src/ui/buttons';
import { Popup } from '../../../src/ui/Popup';
import { FormMessage } from './FormMessage';
import { PlainInput, PlainSelect } from './PlainFields';
import type { PropertyFormValues } from './propertyValues';
import { text } from './text';

interface Draft {
  bankName: string;
  accountNumber: string;
  currency: string;
  sixMonthsBalanceAmt: string;
}

const emptyDraft = (): Draft => ({ bankName: '', accountNumber: '', currency: DEFAULT_CURRENCY, sixMonthsBalanceAmt: '' });

/** Other banks' balances (spec 3, 2 and 5): a list with edit and remove, added through a popup. */
export function BalanceList() {
  const { values, setFieldValue } = useFormikContext<PropertyFormValues>();
  const list = values.bankBalanceDetails;
  const [editing, setEditing] = useState<{ index?: number; draft: Draft } | null>(null);
  const months = previousMonths(new Date());

  const store = (next: BankBalanceDetail[]) => void setFieldValue('bankBalanceDetails', next);
  const open = (index?: number) => {
    const row = index === undefined ? undefined : list[index];
    setEditing({ index, draft: row ? { ...row, sixMonthsBalanceAmt: String(row.sixMonthsBalanceAmt) } : emptyDraft() });
  };
  const save = (draft: Draft, index?: number) => {
    const row: BankBalanceDetail = {
      detailsId: index === undefined ? '' : list[index].detailsId,
      bankName: draft.bankName as BankBalanceDetail['bankName'],
      bankNameDescription: optionLabel(BANK_OPTIONS, draft.bankName),
      accountNumber: draft.accountNumber.trim(),
      currency: draft.currency as BankBalanceDetail['currency'],
      currencyDescription: optionLabel(CURRENCY_OPTIONS, draft.currency),
      sixMonthsBalanceAmt: parseAmount(draft.sixMonthsBalanceAmt) ?? 0,
    };
    store(index === undefined ? [...list, row] : list.map((r, i) => (i === index ? row : r)));
    setEditing(null);
  };

  return (
    <div className="balances">
      <p className="hint">{text.balanceMonths(months[months.length - 1].label, months[0].label)}</p>
      {list.length > 0 && (
        <RowsTable
          testId="balance-list"
          columns={[text.bankName, text.accountNumber, text.currency, text.sixMonthsBalanceAmt]}
          actions=""
          rows={list.map((row, i) => ({
            key: `${row.bankName}-${row.accountNumber}-${row.currency}`,
            cells: [row.bankNameDescription || row.bankName, row.accountNumber, row.currency, formatMoney(row.sixMonthsBalanceAmt)],
            actions: (
              <>
                <button type="button" className="link" onClick={() => open(i)} aria-label={`${text.edit} ${row.accountNumber}`}>
                  {text.edit}
                </button>
                <button type="button" className="link destructive" onClick={() => store(list.filter((_, j) => j !== i))} aria-label={`${text.remove} ${row.accountNumber}`}>
                  {text.remove}
                </button>
              </>
            ),
          }))}
        />
      )}
      <button type="button" className="link" onClick={() => open()}>
        {text.addBalance}
      </button>
      <FormMessage name="bankBalanceDetails" />
      {editing && <BalancePopup initial={editing.draft} list={list} index={editing.index} onSave={save} onCancel={() => setEditing(null)} />}
    </div>
  );
}

function BalancePopup({
  initial,
  list,
  index,
  onSave,
  onCancel,
}: {
  initial: Draft;
  list: readonly BankBalanceDetail[];
  index?: number;
  onSave: (draft: Draft, index?: number) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = () => {
    const found = balanceEntryErrors(draft, list, index);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(draft, index);
  };
  return (
    <Popup
      title={text.balanceTitle}
      testId="balance-popup"
      onClose={onCancel}
      actions={<ButtonPair secondary={text.cancel} primary={text.save} onSecondary={onCancel} onPrimary={submit} />}
    >
      <PlainSelect id="balance-bankName" label={text.bankName} options={BANK_OPTIONS} value={draft.bankName} onChange={set('bankName')} error={errors.bankName} />
      <PlainInput id="balance-accountNumber" label={text.accountNumber} maxLength={ACCOUNT_NUMBER_MAX} value={draft.accountNumber} onChange={set('accountNumber')} error={errors.accountNumber} />
      <PlainSelect id="balance-currency" label={text.currency} options={CURRENCY_OPTIONS} value={draft.currency} onChange={set('currency')} error={errors.currency} />
      <PlainInput id="balance-amount" label={text.sixMonthsBalanceAmt} inputMode="decimal" value={draft.sixMonthsBalanceAmt} onChange={set('sixMonthsBalanceAmt')} error={errors.sixMonthsBalanceAmt} />
      {errors._entry && (
        <p className="field-error" role="alert">
          {errors._entry}
        </p>
      )}
    </Popup>
  );
}
