import { useFormikContext } from 'formik';
import type { FinanceStartValues } from '../../src/domain';
import { RadioGroup, TextField } from '../../src/ui/fields';

const YES_NO = [
  { code: 'Y', label: 'Yes' },
  { code: 'N', label: 'No' },
] as const;

/** Spec 1, 2.1: whether an Option to Purchase exists; with Yes its amount is asked. */
export function AipFields() {
  const { values } = useFormikContext<FinanceStartValues>();
  return (
    <>
      <RadioGroup name="isExistingOTPAvailable" label="Do you have an existing Option to Purchase?" options={YES_NO} />
      {values.isExistingOTPAvailable === 'Y' && <TextField name="financingAmount" label="Total financing amount (S$)" inputMode="decimal" />}
    </>
  );
}
