import { useFormikContext } from 'formik';
import { useState } from 'react';
import { hasAnyPurpose, PURPOSES, type FinanceStartValues } from '../../src/domain';
import { CheckboxField, TextField } from '../../src/ui/fields';
import { FormMessage } from './FormMessage';
import { PURPOSE_TOOLTIP } from './text';

/** Spec 1, 2.1 and 4.1: the purposes (with their tooltip) and the amount, disabled until a purpose is picked. */
export function PersonalisedFields() {
  const { values } = useFormikContext<FinanceStartValues>();
  const [tip, setTip] = useState(false);
  return (
    <>
      <fieldset className="field purposes" aria-describedby={tip ? 'purpose-tooltip' : undefined}>
        <legend>
          Purpose of financing{' '}
          <button type="button" className="link" aria-expanded={tip} aria-label="About the purposes" onClick={() => setTip(!tip)}>
            ?
          </button>
        </legend>
        {tip && (
          <p className="hint" id="purpose-tooltip" role="tooltip">
            {PURPOSE_TOOLTIP}
          </p>
        )}
        {PURPOSES.map((p) => (
          <CheckboxField key={p.code} name={p.code} label={p.label} />
        ))}
        <FormMessage path="purpose" />
      </fieldset>
      <TextField name="financingAmount" label="Total financing amount (S$)" inputMode="decimal" disabled={!hasAnyPurpose(values)} />
    </>
  );
}
