import { JourneyContext } from '../../src/app/journeyContext';
import { Page } from '../../src/ui/layout';
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
  if (loadFailed) return <LoadFailed title={text.title} />;
  return (
    <Page title={text.title} intro={<Intro />}>
      {company && !loading && <CompanyDetailsForm company={company} />}
    </Page>
  );
}
