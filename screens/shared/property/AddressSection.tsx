import { useFormikContext } from 'formik';
import type { PostalResult } from '../../../src/contract';
import { POSTAL_CODE_LENGTH } from '../../../src/domain/constants';
import { labels, messages } from '../../../src/domain/messages';
import { propertyAddressFieldsFor, propertyAddressFromPostal, propertyAddressMax } from '../../../src/domain/property';
import { PROPERTY_ADDRESS_FIELDS } from '../../../src/domain/propertyReference';
import { addressFormatType } from '../../../src/domain/reference';
import { ReadOnly, TextField } from '../../../src/ui/fields';
import { Section } from '../../../src/ui/layout';
import { useOnChange } from '../useOnChange';
import { usePostalSearch } from '../usePostalSearch';
import { FormMessage } from './FormMessage';
import type { PropertyFormValues } from './propertyValues';
import { text } from './text';

/**
 * Property address (spec 3, 2): postal code with a search icon, Enter searches too. The lookup is the
 * chart's: its answer (`postal`) fills the fields of its address type.
 */
export function AddressSection({ postal, lookupPostal }: { postal: PostalResult | null; lookupPostal: (postalCode: string) => void }) {
  const { values, setValues } = useFormikContext<PropertyFormValues>();
  const { search, onKeyDown, searched, invalid } = usePostalSearch('postal_Code', values.postal_Code, lookupPostal);

  useOnChange(postal, (result) => {
    if (!result) return;
    void setValues((v) => ({ ...v, ...propertyAddressFromPostal(searched.current || v.postal_Code.trim(), result) }), true);
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
      <FormMessage name="addressType" />
      {values.addressType && (
        <dl>
          <ReadOnly label={text.addressType} value={addressFormatType(values.addressType)?.label ?? values.addressType} testId="addressType" />
        </dl>
      )}
      {fields.map((f) => (
        <TextField key={f} name={f} label={labels[PROPERTY_ADDRESS_FIELDS[f]]} maxLength={propertyAddressMax(f)} />
      ))}
    </Section>
  );
}
