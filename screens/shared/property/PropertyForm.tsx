import { Form, Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { CLEARED_BY_REFINANCE, propertySchema, propertySections } from '../../../src/domain/property';
import {
  LEASEHOLD_OTHERS_MAX,
  LEASEHOLD_TENURE_OPTIONS,
  PROPERTY_PURPOSE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  REFINANCE,
  TYPE_OF_FINANCE_OPTIONS,
} from '../../../src/domain/propertyReference';
import { YES_NO } from '../../../src/domain/reference';
import { RadioGroup, SelectField, TextField } from '../../../src/ui/fields';
import { BackNext } from '../../../src/ui/buttons';
import { Section } from '../../../src/ui/layout';
import { useOnChange } from '../useOnChange';
import { AccountSections } from './AccountSections';
import { AddressSection } from './AddressSection';
import { initialPropertyValues, toPropertyValues, type PropertyFormValues } from './propertyValues';
import { text } from './text';
import type { PropertyBinding } from './useProperty';
import { FormErrorSummary } from '../../../src/ui/FormErrorSummary';

type Props = Omit<PropertyBinding, 'saved' | 'submit'> & { aip: boolean };

/**
 * The property form of both screens: `aip` adds the account part (spec 3, 2). Next validates with the
 * domain schema and sends user.submitProperty with the payload; hidden sections go out empty.
 */
export function PropertyForm({ saved, submit, ...fields }: Props & Pick<PropertyBinding, 'saved' | 'submit'>) {
  const { aip } = fields;
  const initialValues = useMemo(() => initialPropertyValues(saved), [saved]);
  return (
    <Formik<PropertyFormValues>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={() => propertySchema({ aip, today: new Date() })}
      onSubmit={(values) => submit(toPropertyValues(values, { aip }))}
    >
      <Form noValidate aria-label={text.propertySection}>
        <FormErrorSummary />
        <PropertyFields {...fields} />
      </Form>
    </Formik>
  );
}

function PropertyFields({ aip, busy, postal, postalFailed, back, lookupPostal }: Props) {
  const { values, setValues } = useFormikContext<PropertyFormValues>();
  const shown = propertySections(values, { aip });

  // Spec 3, 4: choosing REFINANCE clears purpose, property in mind, leasehold and account answers.
  useOnChange(values.typeOfFinance, (type) => {
    if (type !== REFINANCE) return;
    void setValues((v) => ({ ...v, ...Object.fromEntries(CLEARED_BY_REFINANCE.map((f) => [f, ''])), bankBalanceDetails: [] }), false);
  });

  return (
    <>
      <Section title={text.propertySection}>
        <RadioGroup name="typeOfFinance" label={text.typeOfFinance} options={TYPE_OF_FINANCE_OPTIONS} />
        {shown.purpose && (
          <>
            <RadioGroup name="purpose" label={text.purpose} options={PROPERTY_PURPOSE_OPTIONS} />
            <RadioGroup name="propertyInMind" label={text.propertyInMind} options={YES_NO} />
          </>
        )}
        {shown.propertyInMind && (
          <>
            <SelectField name="propertyType" label={text.propertyType} options={PROPERTY_TYPE_OPTIONS} />
            <TextField name="purchasePrice" label={text.purchasePrice} inputMode="decimal" />
            <RadioGroup name="isLeaseHold" label={text.isLeaseHold} options={YES_NO} />
          </>
        )}
        {shown.leaseholdDetails && (
          <>
            <TextField name="leaseHoldEffDate" label={text.leaseHoldEffDate} placeholder="dd-mm-yyyy" maxLength={10} />
            <SelectField name="originalLeaseHold" label={text.originalLeaseHold} options={LEASEHOLD_TENURE_OPTIONS} />
          </>
        )}
        {shown.leaseholdOthers && <TextField name="originalLeaseHoldOthers" label={text.originalLeaseHoldOthers} maxLength={LEASEHOLD_OTHERS_MAX} />}
        {shown.outstandingLoan && <TextField name="latestOutstandingLoanAmt" label={text.latestOutstandingLoanAmt} inputMode="decimal" />}
      </Section>
      {shown.address && <AddressSection postal={postal} postalFailed={postalFailed} lookupPostal={lookupPostal} />}
      {shown.accounts && <AccountSections />}
      <BackNext secondary={text.back} primary={text.next} onSecondary={back} primaryDisabled={busy} />
    </>
  );
}
