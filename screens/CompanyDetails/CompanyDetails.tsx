import { useState } from 'react';
import { JourneyContext } from '../../machines/journeyContext';
import { SchemeDeclarationPopup } from '../FinanceDetails/SchemeDeclarationPopup';
import { Page } from '../../ui/layout';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { LoadFailed } from '../shared/LoadFailed';
import { text } from './text';

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

/** Company details (spec 1, 2.2): a thin view of journey.companyDetails. */
export default function CompanyDetails() {
  const loadFailed = JourneyContext.useSelector((s) => s.hasTag('loadFailed'));
  const loading = JourneyContext.useSelector((s) => s.matches({ companyDetails: 'loading' }));
  const company = JourneyContext.useSelector((s) => s.context.company);
  // Spec 1, 2.2 and 4.2: an application resumed with the GAS flag Y asks for the entity declaration again.
  const resumedWithGas = JourneyContext.useSelector((s) => s.context.flags.lookupOption === 'Resume' && s.context.company?.Request_Form.GAS === 'Y');
  const [declared, setDeclared] = useState(false);
  const send = JourneyContext.useActorRef().send;
  if (loadFailed) return <LoadFailed title={text.title} />;
  return (
    <Page title={text.title} intro={<Intro />}>
      {company && !loading && <CompanyDetailsForm company={company} />}
      {company && !loading && resumedWithGas && !declared && (
        <SchemeDeclarationPopup onBack={() => send({ type: 'user.restart' })} onProceed={() => setDeclared(true)} />
      )}
    </Page>
  );
}
