import { emailError, mobileError } from '../../src/domain/contact';
import { messages } from '../../src/domain/messages';

describe('mobile number (spec 1 s5.4; spec 2 s5)', () => {
  it.each([
    ['91234567', undefined, '8 digits'],
    ['81234567', undefined, '8 digits'],
    ['', messages.contactBlank, 'blank'],
    ['   ', messages.contactBlank, 'spaces only'],
    [undefined, messages.contactBlank, 'missing'],
    ['+6591234567', messages.mobileInvalid, 'with +65'],
    ['6591234567', messages.mobileInvalid, 'with 65, 10 digits'],
    ['9123456', messages.mobileInvalid, '7 digits'],
    ['912345678', messages.mobileInvalid, '9 digits'],
    ['9123 456', messages.mobileInvalid, 'a space'],
    ['9123456a', messages.mobileInvalid, 'a letter'],
  ])('%s -> %s (%s)', (value, error, _why) => {
    expect(mobileError(value)).toBe(error);
  });
});

describe('email address (spec 1 s5.4)', () => {
  const at60 = `${'a'.repeat(48)}@example.com`; // 60 characters
  const at61 = `${'a'.repeat(49)}@example.com`; // 61 characters
  it.each([
    ['tan@example.com.sg', undefined, 'valid'],
    ["o'neil+fin@my-company.sg", undefined, 'apostrophe, plus and hyphen'],
    [at60, undefined, 'exactly 60 characters'],
    ['', messages.contactBlank, 'blank'],
    [null, messages.contactBlank, 'null'],
    [at61, messages.emailMax, '61 characters'],
    ['tan@example', messages.emailInvalid, 'no top-level domain'],
    ['tan.example.com', messages.emailInvalid, 'no @'],
    ['tan @example.com', messages.emailInvalid, 'a space'],
    ['tan..lee@example.com', messages.emailInvalid, 'two dots'],
    ['@example.com', messages.emailInvalid, 'no local part'],
  ])('%s -> %s (%s)', (value, error, _why) => {
    expect(at60).toHaveLength(60);
    expect(emailError(value)).toBe(error);
  });
});
