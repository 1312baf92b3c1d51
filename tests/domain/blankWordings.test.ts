import { describe, expect, it } from 'vitest';
import { contactSchema, mailingFieldError, validationErrors } from '../../src/domain/schemas';

// Issue 14: one wording per kind of error. A drop-down left on 'Please select' must never be told to
// "fill in the text field" or "Input the blank field" (the bank's copy for text fields).
const TEXT_FIELD_WORDING = /text field|blank field|fill in/i;

describe('a drop-down never gets a text-field wording', () => {
  it('the person form: title, marital status, country of residence', () => {
    const errors = validationErrors(contactSchema({ prefilled: true }), { MobileNumber: '91234567', Email_Address: 'tan@example.com' });
    expect(Object.keys(errors).sort()).toEqual(['CountryOfResidenceCode', 'MaritalStatusCode', 'TitleCode']);
    for (const message of Object.values(errors)) {
      expect(message).not.toMatch(TEXT_FIELD_WORDING);
      expect(message).toMatch(/^Please select the .+\.$/);
    }
  });

  it("the foreign mailing address's country", () => {
    const message = mailingFieldError('Country', '', 'F');
    expect(message).toBe('Please select the country.');
    expect(message).not.toMatch(TEXT_FIELD_WORDING);
  });

  it('text fields keep the bank copy verbatim', () => {
    expect(mailingFieldError('Address_Line1', '', 'F')).toBe('Input the blank field');
    const errors = validationErrors(contactSchema({ prefilled: false }), { MobileNumber: '', Email_Address: 'tan@example.com' });
    expect(errors).toEqual({ MobileNumber: 'Please do not leave field blank.\nPlease fill in the text field.' });
  });
});
