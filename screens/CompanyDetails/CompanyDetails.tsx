import { SchemeDeclarationPopup } from '../FinanceDetails/SchemeDeclarationPopup';
import { Page } from '../../src/ui/layout';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { LoadFailed } from '../shared/LoadFailed';
import { text } from './text';
import { useCompanyDetails, type CompanyDetailsBinding } from './useCompanyDetails';

function Intro() {
  return (
    <>
      <p>{text.introLead}</p>
      <ul>
        {text.introDocuments.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </>
  );
}

/** Spec 1, 2.2 and 4.2: resumed with the GAS flag Y (`redeclaring`), the entity declaration is asked again. */
export function CompanyDetailsView({ loadFailed, company, redeclaring, proceed, restart, ...form }: CompanyDetailsBinding) {
  if (loadFailed) return <LoadFailed title={text.title} />;
  return (
    <Page title={text.title} intro={<Intro />}>
      {company && <CompanyDetailsForm company={company} {...form} />}
      {company && redeclaring && <SchemeDeclarationPopup onBack={restart} onProceed={proceed} />}
    </Page>
  );
}

/** Company details (spec 1, 2.2): a thin view of journey.application.companyDetails. */
export default function CompanyDetails() {
  return <CompanyDetailsView {...useCompanyDetails()} />;
}
