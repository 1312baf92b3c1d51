import { useFormikContext } from 'formik';
import { useRef, useState, type KeyboardEvent } from 'react';
import { JourneyContext } from '../../../machines/journeyContext';
import { labels, messages } from '../../../domain/messages';
import { propertyAddressFieldsFor, propertyAddressFromPostal, propertyAddressMax } from '../../../domain/property';
import { PROPERTY_ADDRESS_FIELDS } from '../../../domain/propertyReference';
import { addressFormatType } from '../../../domain/reference';
import { POSTAL_CODE_PATTERN } from '../../../domain/schemas';
import { ReadOnly, TextField } from '../../../ui/fields';
import { Section } from '../../../ui/layout';
import { useOnChange } from '../../CompanyDetails/useOnChange';
import { FormMessage } from './FormMessage';
import type { PropertyFormValues } from './propertyValues';
import { text } from './text';

/**
 * Property address (spec 3, 2): postal code with a search icon, Enter searches too. The lookup is the
 * chart's: Search sends user.lookupPostal, and the answer arriving in context.postal fills the fields
 * of its address type.
 */
export function AddressSection() {
  const { values, setValues, setFieldTouched, setFieldError } = useFormikContext<PropertyFormValues>();
  const send = JourneyContext.useActorRef().send;
  const postal = JourneyContext.useSelector((s) => s.context.postal);
  const searched = useRef('');
  const [postalError, setPostalError] = useState<string | undefined>();

  useOnChange(postal, (result) => {
    if (!result) return;
    void setValues((v) => ({ ...v, ...propertyAddressFromPostal(searched.current || v.postal_Code.trim(), result) }), true);
  });

  const search = () => {
    const code = values.postal_Code.trim();
    if (!POSTAL_CODE_PATTERN.test(code)) {
      void setFieldTouched('postal_Code', true, false);
      setFieldError('postal_Code', messages.postalCodeInvalid);
      setPostalError(messages.postalCodeInvalid);
      return;
    }
    setPostalError(undefined);
    searched.current = code;
    send({ type: 'user.lookupPostal', postalCode: code });
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    search();
  };

  const fields = propertyAddressFieldsFor(values.addressType).filter((f) => f !== 'postal_Code');
  return (
    <Section title={text.addressSection}>
      <div className="postal-search" style={{ display: 'flex', alignItems: 'flex-end', gap: '0.75rem' }}>
        <TextField name="postal_Code" label={text.postalCode} inputMode="numeric" maxLength={6} autoComplete="postal-code" onKeyDown={onKey} />
        <button type="button" onClick={search} aria-label={text.search} style={{ marginBottom: '1rem' }}>
          <span aria-hidden="true">🔍</span>
        </button>
      </div>
      {postalError && !values.postal_Code && <p className="field-error">{postalError}</p>}
      <FormMessage name="addressType" />
      {values.addressType && <ReadOnly label={text.addressType} value={addressFormatType(values.addressType)?.label ?? values.addressType} testId="addressType" />}
      {fields.map((f) => (
        <TextField key={f} name={f} label={labels[PROPERTY_ADDRESS_FIELDS[f]]} maxLength={propertyAddressMax(f)} />
      ))}
    </Section>
  );
}
