import { useFormikContext } from 'formik';
import type { KeyboardEvent } from 'react';
import type { PostalResult } from '../../src/contract';
import { POSTAL_CODE_LENGTH } from '../../src/domain/constants';
import { countryLabel, mailingCountries, mailingDefaultCountry } from '../../src/domain/countries';
import { labels } from '../../src/domain/messages';
import {
  ADDRESS_FORMAT_TYPES,
  addressFieldsFor,
  mailingFromPostal,
  YES_NO,
  type MailingField,
} from '../../src/domain/reference';
import { RadioGroup, SelectField, TextField } from '../../src/ui/fields';
import { Section } from '../../src/ui/layout';
import { blankMailing, freshMailing, type CompanyFormValues } from './companyValues';
import { text } from './text';
import { useOnChange } from '../shared/useOnChange';
import { usePostalSearch } from '../shared/usePostalSearch';
import { PostalLookupFailed } from '../shared/PostalLookupFailed';

const formatOptions = ADDRESS_FORMAT_TYPES.map((t) => ({ code: t.code, label: t.label }));

/**
 * Mailing address choice and form (spec 1, 2.2 and 4.2). The lookup is the chart's: its answer
 * (`postal`) fills the form.
 */
export function MailingAddress({ postal, lookupFailed, lookupPostal }: { postal: PostalResult | null; lookupFailed: boolean; lookupPostal: (postalCode: string) => void }) {
  const { values, setValues } = useFormikContext<CompanyFormValues>();
  const { search, onKeyDown, searched } = usePostalSearch('Postal_Code', values.Postal_Code, lookupPostal);

  // Y clears the mailing form; N opens it fresh with Singapore.
  useOnChange(values.isMailAddressSameAsRegisterAddress, (option) => {
    void setValues((v) => ({ ...v, ...(option === 'N' ? freshMailing() : blankMailing()) }), false);
  });

  // A lookup came back: its address replaces whatever the form held.
  useOnChange(postal, (result) => {
    if (!result) return;
    void setValues((v) => {
      const filled = { ...v, ...blankMailing(), ...mailingFromPostal(searched.current || v.Postal_Code.trim(), result) };
      return { ...filled, Country_Desc: countryLabel(filled.Country) };
    }, true);
  });

  // A failed lookup clears the address (spec 1, 5.4), so no address found before stays beside the new code;
  // the code searched, the address type and the country stay, for the address to be entered by hand.
  useOnChange(lookupFailed, (hasFailed) => {
    if (!hasFailed) return;
    void setValues((v) => ({
      ...v,
      ...blankMailing(),
      Postal_Code: v.Postal_Code,
      Address_Format_Type: v.Address_Format_Type,
      Country: v.Country,
      Country_Desc: v.Country_Desc,
    }), false);
  });

  // Into or out of the foreign type the country starts again: a foreign one is chosen, never Singapore.
  useOnChange(values.Address_Format_Type, (type, previous) => {
    const country = mailingDefaultCountry(type);
    if (country === mailingDefaultCountry(previous)) return;
    void setValues((v) => ({ ...v, Country: country, Country_Desc: countryLabel(country) }), false);
  });

  const fields = addressFieldsFor(values.Address_Format_Type);
  return (
    <Section title={text.mailingSection}>
      <RadioGroup name="isMailAddressSameAsRegisterAddress" label={labels.isMailAddressSameAsRegisterAddress} options={YES_NO} />
      {values.isMailAddressSameAsRegisterAddress === 'N' && (
        <div className="mailing-form">
          <SelectField name="Address_Format_Type" label={labels.Address_Format_Type} options={formatOptions} />
          {fields.map((field) => (
            <MailingInput key={field} field={field} type={values.Address_Format_Type} onPostalKey={onKeyDown} onSearch={search} failed={lookupFailed} />
          ))}
        </div>
      )}
    </Section>
  );
}

interface MailingInputProps {
  field: MailingField;
  type: string;
  onPostalKey: (e: KeyboardEvent<HTMLInputElement>) => void;
  onSearch: () => void;
  failed: boolean;
}

function MailingInput({ field, type, onPostalKey, onSearch, failed }: MailingInputProps) {
  if (field === 'Country') return <SelectField name="Country" label={labels.Country} options={mailingCountries(type)} />;
  if (field === 'Postal_Code') {
    return (
      <>
        <div className="postal-search" style={{ display: 'flex', alignItems: 'flex-end', gap: '0.75rem' }}>
          <TextField name="Postal_Code" label={labels.Postal_Code} inputMode="numeric" maxLength={POSTAL_CODE_LENGTH} autoComplete="postal-code" onKeyDown={onPostalKey} />
          <button type="button" onClick={onSearch} style={{ marginBottom: '1rem' }}>
            {text.search}
          </button>
        </div>
        <PostalLookupFailed failed={failed} />
      </>
    );
  }
  return <TextField name={field} label={labels[field]} />;
}
