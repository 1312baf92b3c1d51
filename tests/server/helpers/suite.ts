import { describe } from 'vitest';
import { BACKENDS } from './backends';
import { client, useBank, type Bank, type BankOptions } from './bank';

/**
 * Declares the same tests once per database backend. PostgreSQL runs only when TEST_DATABASE_URL
 * is set; otherwise its copy shows as skipped rather than silently missing.
 */
export function describeBank(
  title: string,
  body: (bank: Bank, api: ReturnType<typeof client>) => void,
  options: BankOptions = {},
): void {
  describe.each(BACKENDS)(`${title} [$name]`, (backend) => {
    describe.skipIf(!backend.available)(backend.available ? 'on this backend' : 'needs TEST_DATABASE_URL', () => {
      const bank = useBank(backend, options);
      body(bank, client(() => bank.app));
    });
  });
}
