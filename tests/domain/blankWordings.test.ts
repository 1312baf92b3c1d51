import { describe, expect, it } from 'vitest';
import { contactSchema, mailingFieldError, validationErrors } from '../../src/domain/schemas';

// Issue 14: one wording per kind of error. A drop-down left on 'Please select' is not told to "fill in the
// text field" or "Input the blank field" (the bank's copy for text fields), except where the spec quotes
// that copy for the drop-down itself (issue 34 item 17).
const TEXT_FIELD_WORDING = /text field|blank field|fill in/i;

describe('a drop-down gets a text-field wording only where the spec quotes it', () => {
  it("the person form: title, marital status, country of residence take spec 2, 5's two lines", () => {
    const errors = validationErrors(contactSchema({ prefilled: true }), { MobileNumber: '91234567', Email_Address: 'tan@example.com' });
    expect(errors).toEqual({
      CountryOfResidenceCode: 'Please do not leave field blank.\nPlease fill in the text field.',
      MaritalStatusCode: 'Please do not leave field blank.\nPlease fill in the text field.',
      TitleCode: 'Please do not leave field blank.\nPlease fill in the text field.',
    });
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
