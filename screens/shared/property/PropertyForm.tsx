import { Form, Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { JourneyContext } from '../../../machines/journeyContext';
import { CLEARED_BY_REFINANCE, propertySchema, propertySections } from '../../../domain/property';
import {
  LEASEHOLD_OTHERS_MAX,
  LEASEHOLD_TENURE_OPTIONS,
  PROPERTY_PURPOSE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  REFINANCE,
  TYPE_OF_FINANCE_OPTIONS,
} from '../../../domain/propertyReference';
import { YES_NO } from '../../../domain/reference';
import { RadioGroup, SelectField, TextField } from '../../../ui/fields';
import { Actions, Section } from '../../../ui/layout';
import { useOnChange } from '../../CompanyDetails/useOnChange';
import { AccountSections } from './AccountSections';
import { AddressSection } from './AddressSection';
import { useSavedProperty, useSubmitProperty } from './journey';
import { initialPropertyValues, toPropertyValues, type PropertyFormValues } from './propertyValues';
import { text } from './text';

/**
 * The property form of both screens: `aip` adds the account part (spec 3, 2). Next validates with the
 * domain schema and sends user.submitProperty with the payload; hidden sections go out empty.
 */
export function PropertyForm({ aip }: { aip: boolean }) {
  const saved = useSavedProperty();
  const submit = useSubmitProperty();
  const initialValues = useMemo(() => initialPropertyValues(saved), [saved]);
  return (
    <Formik<PropertyFormValues>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={() => propertySchema({ aip, today: new Date() })}
      onSubmit={(values) => submit(toPropertyValues(values, { aip }))}
    >
      <Form noValidate aria-label={text.propertySection}>
        <PropertyFields aip={aip} />
      </Form>
    </Formik>
  );
}

function PropertyFields({ aip }: { aip: boolean }) {
  const { values, setValues } = useFormikContext<PropertyFormValues>();
  const send = JourneyContext.useActorRef().send;
  const busy = JourneyContext.useSelector((s) => s.hasTag('busy'));
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
      {shown.address && <AddressSection />}
      {shown.accounts && <AccountSections />}
      <Actions>
        <button type="button" className="secondary" onClick={() => send({ type: 'user.back' })}>
          {text.back}
        </button>
        <button type="submit" disabled={busy}>
          {text.next}
        </button>
      </Actions>
    </>
  );
}
