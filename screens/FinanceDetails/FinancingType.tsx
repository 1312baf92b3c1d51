import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { FINANCING_TYPES, islamicAllowed, messages, type FinanceStartValues } from '../../src/domain';
import { CheckboxField, RadioGroup } from '../../src/ui/fields';
import { HALAL_LABEL } from './text';

/**
 * Conventional or Islamic (spec 1, 4.1). For Personalised the choice is disabled and forced to
 * Conventional until the purposes make a valid combination, and says why; Islamic asks for the Halal declaration.
 */
export function FinancingType() {
  const { values, setFieldValue } = useFormikContext<FinanceStartValues>();
  const locked = values.financingProduct === 'Personalised' && !islamicAllowed(values);
  useEffect(() => {
    if (locked && values.financingType !== 'Conventional') void setFieldValue('financingType', 'Conventional');
  }, [locked, values.financingType, setFieldValue]);
  return (
    <>
      <RadioGroup
        name="financingType"
        label="Type of financing"
        options={FINANCING_TYPES}
        disabled={locked}
        hint={locked ? messages.islamicNotAvailable : undefined}
      />
      {values.financingType === 'Islamic' && <CheckboxField name="halalDeclaration" label={HALAL_LABEL} />}
    </>
  );
}
