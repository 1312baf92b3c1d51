import { useFormikContext } from 'formik';
import { useState } from 'react';
import type { PostalResult } from '../../../src/contract';
import { POSTAL_CODE_LENGTH } from '../../../src/domain/constants';
import { labels, messages } from '../../../src/domain/messages';
import { propertyAddressFieldsFor, propertyAddressFromPostal, propertyAddressMax } from '../../../src/domain/property';
import { PROPERTY_ADDRESS_FIELD_NAMES, PROPERTY_ADDRESS_FIELDS } from '../../../src/domain/propertyReference';
import { ADDRESS_FORMAT_TYPES, addressFormatType, FOREIGN_ADDRESS_TYPE } from '../../../src/domain/reference';
import { ReadOnly, SelectField, TextField } from '../../../src/ui/fields';
import { Section } from '../../../src/ui/layout';
import { useOnChange } from '../useOnChange';
import { usePostalSearch } from '../usePostalSearch';
import { PostalLookupFailed } from '../PostalLookupFailed';
import { FormMessage } from './FormMessage';
import type { PropertyFormValues } from './propertyValues';
import { text } from './text';

/** The address types an applicant may pick when entering the address by hand: a property is in Singapore. */
const MANUAL_TYPES = ADDRESS_FORMAT_TYPES.filter((t) => t.code !== FOREIGN_ADDRESS_TYPE).map((t) => ({ code: t.code, label: t.label }));

interface Props {
  postal: PostalResult | null;
  /** The chart's last lookup failed. */
  postalFailed: boolean;
  lookupPostal: (postalCode: string) => void;
}

/**
 * Property address (spec 3, 2): postal code with a search icon, Enter searches too. The lookup is the
 * chart's: its answer (`postal`) fills the fields of its address type. A failed lookup clears the
 * address (spec 1, 5.4), says so once, and offers the address type to enter the address by hand, as
 * the company's mailing form does; a later answer takes over again.
 */
export function AddressSection({ postal, postalFailed, lookupPostal }: Props) {
  const { values, setValues } = useFormikContext<PropertyFormValues>();
  const { search, onKeyDown, searched, invalid } = usePostalSearch('postal_Code', values.postal_Code, lookupPostal);
  const [byHand, setByHand] = useState(false);

  useOnChange(postal, (result) => {
    if (!result) return;
    setByHand(false);
    void setValues((v) => ({ ...v, ...propertyAddressFromPostal(searched.current || v.postal_Code.trim(), result) }), true);
  });

  useOnChange(postalFailed, (failed) => {
    if (!failed) return;
    setByHand(true);
    const cleared = Object.fromEntries(PROPERTY_ADDRESS_FIELD_NAMES.filter((f) => f !== 'postal_Code').map((f) => [f, '']));
    void setValues((v) => ({ ...v, ...cleared, addressType: '' }), false);
  });

  const fields = propertyAddressFieldsFor(values.addressType).filter((f) => f !== 'postal_Code');
  return (
    <Section title={text.addressSection}>
      <div className="postal-search" style={{ display: 'flex', alignItems: 'flex-end', gap: '0.75rem' }}>
        <TextField name="postal_Code" label={text.postalCode} inputMode="numeric" maxLength={POSTAL_CODE_LENGTH} autoComplete="postal-code" onKeyDown={onKeyDown} />
        <button type="button" className="secondary" onClick={search} style={{ marginBottom: '1rem' }}>
          {text.search}
        </button>
      </div>
      {invalid && !values.postal_Code && <p className="field-error">{messages.postalCodeInvalid}</p>}
      <PostalLookupFailed failed={postalFailed} />
      {byHand ? (
        <SelectField name="addressType" label={text.addressType} options={MANUAL_TYPES} />
      ) : (
        <>
          <FormMessage name="addressType" />
          {values.addressType && (
            <dl>
              <ReadOnly label={text.addressType} value={addressFormatType(values.addressType)?.label ?? values.addressType} testId="addressType" />
            </dl>
          )}
        </>
      )}
      {fields.map((f) => (
        <TextField key={f} name={f} label={labels[PROPERTY_ADDRESS_FIELDS[f]]} maxLength={propertyAddressMax(f)} />
      ))}
    </Section>
  );
}
