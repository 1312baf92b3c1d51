import type { PreviewForm } from '../../src/contract';
import { financingFigures, formatSGD, isOnlineProduct, labels, messages, PURPOSES, purposesFromFlags } from '../../src/domain';
import { ReadOnly } from '../../src/ui/fields';
import { Section } from '../../src/ui/layout';
import { EditButton, type SectionEdit } from './EditButton';
import { text } from './text';

/** Spec 2, 2.3: financing type and product, then the financing details. */
export function FinancingSummary({ form, edit }: { form: PreviewForm['Request_Form']; edit: SectionEdit }) {
  const purposes = purposesFromFlags({ WCL: form.WCL, Property: form.Property, Trade: form.Trade, GAS: form.GAS, ESG: form.ESG });
  const figures = financingFigures(form);
  const purposeText = PURPOSES.filter((p) => purposes[p.code]).map((p) => p.label).join(', ');
  return (
    <>
      <Section title={text.financingSection}>
        <EditButton section="financing" label={text.financingSection} edit={edit} />
        <dl>
          <ReadOnly label={labels.financingType} value={form.FinancingType} testId="summary-financing-type" />
          <ReadOnly label={labels.financingProduct} value={form.FinancingProductDescription || form.FinancingProduct} testId="summary-product" />
        </dl>
      </Section>
      <Section title={text.financingDetailsSection}>
        <EditButton section="financing" label={text.financingDetailsSection} edit={edit} />
        <dl>
          {!isOnlineProduct(form.FinancingProduct) && <ReadOnly label={labels.purpose} value={purposeText} testId="summary-purpose" />}
          {figures.amount && <ReadOnly label={labels.financingAmount} value={formatSGD(form.FinancingAmount)} testId="summary-amount" />}
          {figures.tenureAndInstalment && (
            <>
              <ReadOnly label={labels.financingTenure} value={messages.tenureYears(form.FinancingTenure)} testId="summary-tenure" />
              <ReadOnly label={labels.indicativeMonthlyInstallment} value={formatSGD(form.IndicativeMonthlyInstallment)} testId="summary-instalment" />
              <ReadOnly
                label={form.FinancingType === 'Islamic' ? labels.indicativeProfitRate : labels.indicativeInterestRate}
                value={messages.ratePerAnnum(form.IndicativeInterestRate)}
              />
            </>
          )}
          {form.PromoCode && <ReadOnly label={labels.promoCode} value={decodeURIComponent(form.PromoCode)} />}
          {form.ReferralCode && <ReadOnly label={labels.referralCode} value={decodeURIComponent(form.ReferralCode)} />}
        </dl>
      </Section>
    </>
  );
}
