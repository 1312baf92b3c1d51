import type { CompDtls } from '../../src/contract';
import { formatAmount } from '../../src/domain/format';
import { labels, messages } from '../../src/domain/messages';
import { ReadOnly } from '../../src/ui/fields';
import { Section } from '../../src/ui/layout';
import { text } from './text';

/** Issued capital and former business name, each 'Not Applicable' when the registry has none (spec 1, 2.2). */
export function CapitalBlock({ comp }: { comp: CompDtls }) {
  const amount = formatAmount(comp.Capital_IssuedAmount);
  const issued = amount ? `${comp.Capital_Currency_Code || 'SGD'} ${amount}` : messages.notApplicable;
  return (
    <Section title={text.capitalSection}>
      <dl>
        <ReadOnly label={labels.Capital_IssuedAmount} value={issued} testId="Capital_IssuedAmount" />
        <ReadOnly label={labels.Business_Former_Name} value={comp.Business_Former_Name.trim() || messages.notApplicable} testId="Business_Former_Name" />
      </dl>
    </Section>
  );
}
