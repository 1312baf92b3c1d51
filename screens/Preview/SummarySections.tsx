import type { PreviewForm } from '../../services/contract';
import { countryLabel, formatSGD, labels, optionLabel, MARITAL_STATUSES, TITLES, toDisplayDate } from '../../src/domain';
import { ReadOnly } from '../../src/ui/fields';
import { Section } from '../../src/ui/layout';

/** Spec 2, 2.3: every section of the summary for the Online product. */
export function SummarySections({ data }: { data: PreviewForm }) {
  const f = data.Request_Form;
  const c = data.CompDtls;
  const m = data.RegBizMailAddr;
  const h = data.financialHighlights;
  const registered = c.Address_Line_1
    ? [c.Address_Line_1, c.Address_Line_2].filter(Boolean).join(', ')
    : [c.Reg_Add_Block_No, c.Reg_Add_Street_Name, c.Reg_Add_Floor_No && `#${c.Reg_Add_Floor_No}-${c.Reg_Add_Unit_No}`, c.Reg_Add_Bldg_Name, `Singapore ${c.Reg_Add_Postal_Code}`]
        .filter(Boolean)
        .join(', ');
  const mailing =
    !m || m.isMailAddressSameAsRegisterAddress === 'Y'
      ? 'Same as registered address'
      : [m.Block_Number, m.Street_Name, m.Storey_Number && `#${m.Storey_Number}-${m.Unit_Number}`, m.Building_Name, m.Address_Line1, m.Address_Line2, m.Postal_Code]
          .filter(Boolean)
          .join(', ');
  return (
    <dl>
      <Section title="Financing">
        <ReadOnly label={labels.financingType} value={f.FinancingType} />
        <ReadOnly label={labels.financingProduct} value={f.FinancingProductDescription || f.FinancingProduct} />
        <ReadOnly label={labels.financingAmount} value={formatSGD(f.FinancingAmount)} testId="summary-amount" />
        <ReadOnly label={labels.financingTenure} value={`${f.FinancingTenure} ${f.FinancingTenure === 1 ? 'year' : 'years'}`} />
        <ReadOnly label={labels.indicativeMonthlyInstallment} value={formatSGD(f.IndicativeMonthlyInstallment)} />
        <ReadOnly label={f.FinancingType === 'Islamic' ? labels.indicativeProfitRate : labels.indicativeInterestRate} value={`${f.IndicativeInterestRate}% p.a.`} />
        {f.PromoCode && <ReadOnly label={labels.promoCode} value={decodeURIComponent(f.PromoCode)} />}
        {f.ReferralCode && <ReadOnly label={labels.referralCode} value={decodeURIComponent(f.ReferralCode)} />}
      </Section>
      <Section title="Company details">
        <ReadOnly label={labels.Company_UEN} value={c.Company_UEN} testId="summary-uen" />
        <ReadOnly label={labels.Company_Name} value={c.Company_Name} />
        <ReadOnly label={labels.Entity_Type} value={c.Entity_Type_Desc} />
        <ReadOnly label={labels.Registration_Date} value={toDisplayDate(c.Registration_Date)} />
        <ReadOnly label={labels.Country_of_Incorporation} value={c.Country_of_Incorporation_Desc} />
        <ReadOnly label={labels.Primary_Activity} value={c.Primary_Activity_Desc} />
        <ReadOnly label="Registered address" value={registered} />
        <ReadOnly label="Mailing address" value={mailing} />
      </Section>
      <Section title="Financial highlights">
        <ReadOnly label={labels.LatestFinancialYearEndDate} value={toDisplayDate(h?.LatestFinancialYearEndDate)} />
        <ReadOnly label={labels.AnnualRevenue1} value={h ? formatSGD(h.AnnualRevenue1) : ''} />
        <ReadOnly label={labels.ProfitOrLossBeforeTax1} value={h ? formatSGD(h.ProfitOrLossBeforeTax1) : ''} />
        {h?.PreviousFinancialYearEndDate && (
          <>
            <ReadOnly label={labels.PreviousFinancialYearEndDate} value={toDisplayDate(h.PreviousFinancialYearEndDate)} />
            <ReadOnly label={labels.AnnualRevenue2} value={formatSGD(h.AnnualRevenue2)} />
            <ReadOnly label={labels.ProfitOrLossBeforeTax2} value={formatSGD(h.ProfitOrLossBeforeTax2)} />
          </>
        )}
        <ReadOnly label={labels.Capital_IssuedAmount} value={c.Capital_IssuedAmount ? formatSGD(c.Capital_IssuedAmount) : 'Not Applicable'} />
        <ReadOnly label={labels.Business_Former_Name} value={c.Business_Former_Name || 'Not Applicable'} />
      </Section>
      {data.ApplicantDtls.map((a) => (
        <Section key={a.OrderNumber} title={`Applicant ${a.OrderNumber}: ${a.Person_Name}`}>
          {a.TitleCode && <ReadOnly label={labels.TitleCode} value={optionLabel(TITLES, a.TitleCode)} />}
          {a.MaritalStatusCode && <ReadOnly label={labels.MaritalStatusCode} value={optionLabel(MARITAL_STATUSES, a.MaritalStatusCode)} />}
          {a.CountryOfResidenceCode && <ReadOnly label={labels.CountryOfResidenceCode} value={countryLabel(a.CountryOfResidenceCode)} />}
          <ReadOnly label={labels.MobileNumber} value={a.MobileNumber ? `+65 ${a.MobileNumber}` : ''} />
          <ReadOnly label={labels.Email_Address} value={a.Email_Address} />
        </Section>
      ))}
      <Section title="Bank account">
        <ReadOnly label={labels.disbursement_Branch_Code} value={data.AccountDetails?.Disbursement_Branch_Desc} />
        <ReadOnly label={labels.disbursement_Branch_Account_No} value={data.AccountDetails?.Disbursement_Branch_Account_No} />
      </Section>
    </dl>
  );
}
