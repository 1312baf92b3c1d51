import type { CompDtls } from '../../src/contract';
import { labels } from '../../src/domain/messages';
import { toDisplayDate } from '../../src/domain/financialDates';
import { ReadOnly } from '../../src/ui/fields';
import { Section } from '../../src/ui/layout';
import { text } from './text';

const activity = (code: string, desc: string): string => (desc ? (code ? `${code} ${desc}` : desc) : '');

/** The company as the registry holds it (spec 1, 2.2): read-only. */
export function CompanyBlock({ comp }: { comp: CompDtls }) {
  return (
    <Section title={text.companySection}>
      <dl>
        <ReadOnly label={labels.Company_UEN} value={comp.Company_UEN} testId="Company_UEN" />
        <ReadOnly label={labels.Company_Name} value={comp.Company_Name} testId="Company_Name" />
        <ReadOnly label={labels.Entity_Type} value={comp.Entity_Type_Desc || comp.Entity_Type_Code} testId="Entity_Type" />
        <ReadOnly label={labels.Registration_Date} value={toDisplayDate(comp.Registration_Date)} testId="Registration_Date" />
        <ReadOnly
          label={labels.Country_of_Incorporation}
          value={comp.Country_of_Incorporation_Desc || comp.Country_of_Incorporation_Code}
          testId="Country_of_Incorporation"
        />
        <ReadOnly label={labels.Business_Expiry_Date} value={toDisplayDate(comp.Business_Expiry_Date)} testId="Business_Expiry_Date" />
        <ReadOnly label={labels.Primary_Activity} value={activity(comp.Primary_Activity_Code, comp.Primary_Activity_Desc)} testId="Primary_Activity" />
        <ReadOnly
          label={labels.Secondary_Activity}
          value={activity(comp.Secondary_Activity_Code, comp.Secondary_Activity_Desc)}
          testId="Secondary_Activity"
        />
      </dl>
    </Section>
  );
}
