import { RowsTable } from '../../../src/ui/RowsTable';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import type { MonthlyDebtCommitment } from '../../../src/contract';
import { parseAmount } from '../../../src/domain/amounts';
import { formatMoney } from '../../../src/domain/format';
import { canAddCommitment, commitmentAmountError, commitmentErrors, commitmentFieldsEnabled, commitmentHint } from '../../../src/domain/property';
import { LOAN_PRODUCT_TYPE_OPTIONS, NUMBER_OF_BANKS_OPTIONS } from '../../../src/domain/propertyReference';
import { optionLabel } from '../../../src/domain/reference';
import { ButtonPair } from '../../../src/ui/buttons';
import { Popup } from '../../../src/ui/Popup';
import { FormMessage } from './FormMessage';
import { PlainInput, PlainSelect } from './PlainFields';
import type { PropertyFormValues } from './propertyValues';
import { text } from './text';

interface Draft {
  loanProductType: string;
  numberOfBanks: string;
  amount: string;
}

/** Monthly debt commitments with other banks (spec 3, 2 and 5), added through a popup. */
export function CommitmentList() {
  const { values, setFieldValue } = useFormikContext<PropertyFormValues>();
  const list = values.monthlyDebtCommitments;
  const [adding, setAdding] = useState(false);
  const store = (next: MonthlyDebtCommitment[]) => void setFieldValue('monthlyDebtCommitments', next);
  const add = (draft: Draft) => {
    store([
      ...list,
      {
        mdcId: '',
        loanProductType: draft.loanProductType as MonthlyDebtCommitment['loanProductType'],
        loanProductTypeDescription: optionLabel(LOAN_PRODUCT_TYPE_OPTIONS, draft.loanProductType),
        numberOfBanks: draft.numberOfBanks as MonthlyDebtCommitment['numberOfBanks'],
        numberOfBanksDescription: optionLabel(NUMBER_OF_BANKS_OPTIONS, draft.numberOfBanks),
        amount: parseAmount(draft.amount) ?? 0,
      },
    ]);
    setAdding(false);
  };
  return (
    <div className="commitments">
      {list.length > 0 ? (
        <RowsTable
          testId="commitment-list"
          columns={[text.loanProductType, text.numberOfBanks, text.amount]}
          actions=""
          rows={list.map((row, i) => ({
            key: row.loanProductType,
            cells: [row.loanProductTypeDescription || row.loanProductType, row.numberOfBanksDescription || row.numberOfBanks, formatMoney(row.amount)],
            actions: (
              <button type="button" className="link destructive" onClick={() => store(list.filter((_, j) => j !== i))} aria-label={`${text.remove} ${row.loanProductTypeDescription}`}>
                {text.remove}
              </button>
            ),
          }))}
        />
      ) : (
        <p className="hint">{text.none}</p>
      )}
      <button type="button" className="link" onClick={() => setAdding(true)}>
        {text.addCommitment}
      </button>
      <FormMessage name="monthlyDebtCommitments" />
      {adding && <CommitmentPopup list={list} onAdd={add} onCancel={() => setAdding(false)} />}
    </div>
  );
}

function CommitmentPopup({ list, onAdd, onCancel }: { list: readonly MonthlyDebtCommitment[]; onAdd: (d: Draft) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<Draft>({ loanProductType: '', numberOfBanks: '', amount: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const enabled = commitmentFieldsEnabled(draft.loanProductType);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  // The amount's own messages show while typing; the rest when Add is pressed.
  const amountError = draft.amount.trim() === '' ? errors.amount : commitmentAmountError(draft.amount);
  const submit = () => {
    const found = commitmentErrors(draft, list);
    setErrors(found);
    if (Object.keys(found).length === 0) onAdd(draft);
  };
  return (
    <Popup
      title={text.commitmentTitle}
      testId="commitment-popup"
      onClose={onCancel}
      actions={<ButtonPair secondary={text.cancel} primary={text.add} onSecondary={onCancel} onPrimary={submit} primaryDisabled={!canAddCommitment(draft)} />}
    >
      <PlainSelect id="commitment-loanProductType" label={text.loanProductType} options={LOAN_PRODUCT_TYPE_OPTIONS} value={draft.loanProductType} onChange={set('loanProductType')} error={errors.loanProductType} />
      <PlainSelect id="commitment-numberOfBanks" label={text.numberOfBanks} options={NUMBER_OF_BANKS_OPTIONS} value={draft.numberOfBanks} onChange={set('numberOfBanks')} disabled={!enabled} error={errors.numberOfBanks} />
      <PlainInput id="commitment-amount" label={text.amount} hint={enabled ? commitmentHint(draft.loanProductType) : undefined} inputMode="decimal" value={draft.amount} onChange={set('amount')} disabled={!enabled} error={amountError} />
    </Popup>
  );
}
