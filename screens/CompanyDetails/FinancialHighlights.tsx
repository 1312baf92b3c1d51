import { useFormikContext } from 'formik';
import type { ChangeEvent } from 'react';
import { labels } from '../../src/domain/messages';
import { TextField } from '../../src/ui/fields';
import { Section } from '../../src/ui/layout';
import type { CompanyFormValues } from './companyValues';
import { text } from './text';

interface Props {
  /** The previous-year block may be offered (showPreviousYearBlock). */
  previousOffered: boolean;
  previousOpen: boolean;
  onPreviousOpenChange: (open: boolean) => void;
}

/** Latest financial year and the optional previous year (spec 1, 2.2, 4.2 and 5.2). */
export function FinancialHighlights({ previousOffered, previousOpen, onPreviousOpenChange }: Props) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<CompanyFormValues>();

  // Changing the latest year end clears the previous year end (spec 1, 4.2).
  const onLatestChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.value;
    if (next !== values.LatestFinancialYearEndDate && values.PreviousFinancialYearEndDate) {
      void setFieldValue('PreviousFinancialYearEndDate', '', false);
    }
    void setFieldValue('LatestFinancialYearEndDate', next);
  };

  const removePrevious = () => {
    for (const f of ['PreviousFinancialYearEndDate', 'AnnualRevenue2', 'ProfitOrLossBeforeTax2'] as const) {
      void setFieldValue(f, '', false);
      void setFieldTouched(f, false, false);
    }
    onPreviousOpenChange(false);
  };

  return (
    <Section title={text.financialSection}>
      <TextField name="LatestFinancialYearEndDate" label={labels.LatestFinancialYearEndDate} type="date" onChange={onLatestChange} />
      <TextField name="AnnualRevenue1" label={labels.AnnualRevenue1} inputMode="decimal" hint={text.amountHint} />
      {/* No decimal keypad: iOS gives it no minus key, and a loss is negative. */}
      <TextField name="ProfitOrLossBeforeTax1" label={labels.ProfitOrLossBeforeTax1} hint={text.profitHint} />
      {previousOffered && !previousOpen && (
        <button type="button" className="link" onClick={() => onPreviousOpenChange(true)}>
          {text.addPreviousYear}
        </button>
      )}
      {previousOffered && previousOpen && (
        <div className="previous-year" role="group" aria-labelledby="previous-year-heading">
          <h2 id="previous-year-heading">{text.previousYearHeading}</h2>
          <TextField name="PreviousFinancialYearEndDate" label={labels.PreviousFinancialYearEndDate} type="date" />
          <TextField name="AnnualRevenue2" label={labels.AnnualRevenue2} inputMode="decimal" hint={text.amountHint} />
          <TextField name="ProfitOrLossBeforeTax2" label={labels.ProfitOrLossBeforeTax2} hint={text.profitHint} />
          <button type="button" className="link destructive" onClick={removePrevious}>
            {text.removePreviousYear}
          </button>
        </div>
      )}
    </Section>
  );
}
