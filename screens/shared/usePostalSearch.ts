import { useFormikContext } from 'formik';
import { useRef, useState, type KeyboardEvent } from 'react';
import { messages } from '../../src/domain/messages';
import { POSTAL_CODE_PATTERN } from '../../src/domain/schemas';

/**
 * The postal code search of an address form (spec 1, 4.2; spec 3, 2): a valid code goes to `lookup`,
 * an invalid one marks the field with the message instead; Enter in the field searches too. `searched`
 * keeps the code looked up, so the answer fills the form with the code that was asked for; `invalid`
 * says the last search was refused here. A failed lookup is said by PostalLookupFailed.
 */
export function usePostalSearch(field: string, value: string, lookup: (postalCode: string) => void) {
  const { setFieldTouched, setFieldError } = useFormikContext();
  const searched = useRef('');
  const [invalid, setInvalid] = useState(false);
  const search = () => {
    const code = value.trim();
    const valid = POSTAL_CODE_PATTERN.test(code);
    setInvalid(!valid);
    if (!valid) {
      void setFieldTouched(field, true, false);
      setFieldError(field, messages.postalCodeInvalid);
      return;
    }
    searched.current = code;
    lookup(code);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    search();
  };
  return { search, onKeyDown, searched, invalid };
}
