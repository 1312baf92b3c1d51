import { useFormikContext } from 'formik';
import { CURRENCY_OPTIONS } from '../../../src/domain/currencies';
import { SIX_MONTHS_BAL_FIELD } from '../../../src/domain/propertyReference';
import { YES_NO } from '../../../src/domain/reference';
import { RadioGroup, TextField } from '../../../src/ui/fields';
import { ListField } from '../../../src/ui/ListField';
import { messages } from '../../../src/domain/messages';
import { Section } from '../../../src/ui/layout';
import { BalanceList } from './BalanceList';
import { CommitmentList } from './CommitmentList';
import type { PropertyFormValues } from './propertyValues';
import { text } from './text';

/** The AIP account part (spec 3, 2): {product} account, other banks, debt commitments, business financials. */
export function AccountSections() {
  const { values } = useFormikContext<PropertyFormValues>();
  return (
    <>
      <Section title={text.productAccountSection}>
        <RadioGroup name={SIX_MONTHS_BAL_FIELD} label={text.sixMonthsBalance} options={YES_NO} />
      </Section>
      <Section title={text.otherBanksSection}>
        <RadioGroup name="isActiveBizAcctWithOtherBanks" label={text.otherBanks} options={YES_NO} />
        {values.isActiveBizAcctWithOtherBanks === 'Y' && <BalanceList />}
      </Section>
      <Section title={text.commitmentsSection}>
        <CommitmentList />
      </Section>
      <Section title={text.financialsSection}>
        <TextField name="latestAnnualIntrestExpense" label={text.interestExpense} inputMode="decimal" />
        <ListField name="latestAnnualIntrestExpenseCurrency" label={text.interestExpenseCurrency} hint={messages.currencyHint} options={CURRENCY_OPTIONS} />
        <TextField name="latestAnnualDepreciationOrAmortisationAmt" label={text.depreciation} inputMode="decimal" />
        <ListField name="latestAnnualDepreciationOrAmortisationAmtCurrency" label={text.depreciationCurrency} hint={messages.currencyHint} options={CURRENCY_OPTIONS} />
      </Section>
    </>
  );
}
