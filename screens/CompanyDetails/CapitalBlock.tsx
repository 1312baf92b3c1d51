import type { CompDtls } from '../../contract';
import { formatAmount } from '../../domain/format';
import { labels, messages } from '../../domain/messages';
import { ReadOnly } from '../../ui/fields';
import { Section } from '../../ui/layout';
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
