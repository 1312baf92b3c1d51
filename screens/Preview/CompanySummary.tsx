import type { PreviewForm } from '../../src/contract';
import { formatSGD, labels, messages, toDisplayDate } from '../../src/domain';
import { companyAddressLines, mailingAddressLines } from '../../src/domain/addressView';
import { AddressLines } from '../../src/ui/AddressLines';
import { ReadOnly } from '../../src/ui/fields';
import { Section } from '../../src/ui/layout';
import { EditButton, type SectionEdit } from './EditButton';
import { text } from './text';

/** Spec 2, 2.3: company details, financial highlights in SGD, issued capital and former business name. */
export function CompanySummary({ data, edit }: { data: PreviewForm; edit: SectionEdit }) {
  const c = data.CompDtls;
  const h = data.financialHighlights;
  const m = data.RegBizMailAddr;
  const mailing = !m || m.isMailAddressSameAsRegisterAddress === 'Y' ? text.sameAsRegistered : <AddressLines lines={mailingAddressLines(m)} />;
  return (
    <>
      <Section title={text.companySection}>
        <EditButton section="company" label={text.companySection} edit={edit} />
        <dl>
          <ReadOnly label={labels.Company_UEN} value={c.Company_UEN} testId="summary-uen" />
          <ReadOnly label={labels.Company_Name} value={c.Company_Name} />
          <ReadOnly label={labels.Entity_Type} value={c.Entity_Type_Desc} />
          <ReadOnly label={labels.Registration_Date} value={toDisplayDate(c.Registration_Date)} />
          <ReadOnly label={labels.Country_of_Incorporation} value={c.Country_of_Incorporation_Desc} />
          <ReadOnly label={labels.Primary_Activity} value={c.Primary_Activity_Desc} />
          {c.Secondary_Activity_Desc && <ReadOnly label={labels.Secondary_Activity} value={c.Secondary_Activity_Desc} />}
          <ReadOnly label={text.registeredAddress} value={<AddressLines lines={companyAddressLines(c)} />} testId="summary-registered-address" />
          <ReadOnly label={text.mailingAddress} value={mailing} testId="summary-mailing-address" />
        </dl>
      </Section>
      <Section title={text.highlightsSection}>
        <EditButton section="company" label={text.highlightsSection} edit={edit} />
        <dl>
          <ReadOnly label={labels.LatestFinancialYearEndDate} value={toDisplayDate(h?.LatestFinancialYearEndDate)} />
          <ReadOnly label={labels.AnnualRevenue1} value={h ? formatSGD(h.AnnualRevenue1) : ''} testId="summary-revenue" />
          <ReadOnly label={labels.ProfitOrLossBeforeTax1} value={h ? formatSGD(h.ProfitOrLossBeforeTax1) : ''} />
          {h?.PreviousFinancialYearEndDate && (
            <>
              <ReadOnly label={labels.PreviousFinancialYearEndDate} value={toDisplayDate(h.PreviousFinancialYearEndDate)} />
              <ReadOnly label={labels.AnnualRevenue2} value={formatSGD(h.AnnualRevenue2)} />
              <ReadOnly label={labels.ProfitOrLossBeforeTax2} value={formatSGD(h.ProfitOrLossBeforeTax2)} />
            </>
          )}
        </dl>
      </Section>
      <Section title={text.capitalSection}>
        <dl>
          <ReadOnly label={labels.Capital_IssuedAmount} value={c.Capital_IssuedAmount ? formatSGD(c.Capital_IssuedAmount) : messages.notApplicable} testId="summary-capital" />
          <ReadOnly label={labels.Business_Former_Name} value={c.Business_Former_Name || messages.notApplicable} testId="summary-former-name" />
        </dl>
      </Section>
    </>
  );
}
