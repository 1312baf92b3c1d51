import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// DESIGN.md: nothing in domain/ imports anything but date-fns, yup and zod (and each other), and the
// ISO reference data of ADR 0009: the English country names and the ISO 4217 list.
const dir = join(__dirname, '../../src/domain');
const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));

describe('domain stays pure', () => {
  it('has the modules others code against', () => {
    expect(files.sort()).toEqual(
      expect.arrayContaining([
        'amounts.ts',
        'constants.ts',
        'contact.ts',
        'financialDates.ts',
        'format.ts',
        'index.ts',
        'instalment.ts',
        'messages.ts',
        'reference.ts',
        'schemas.ts',
      ]),
    );
  });

  it.each(files)('%s imports only date-fns, yup, zod, the ISO reference data or ./siblings', (file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    const specifiers = [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);
    for (const s of specifiers) {
      expect(s).toMatch(/^(date-fns|yup|zod|i18n-iso-countries\/langs\/en\.json|currency-codes|\.\/[A-Za-z]+)$/);
    }
    expect(source).not.toMatch(/\brequire\(|import\(/);
  });
});
