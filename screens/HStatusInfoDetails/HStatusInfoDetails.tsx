import { Page } from '../../src/ui/layout';
import { ApplicationDetails } from '../shared/status/ApplicationDetails';
import { BackToHomeActions } from '../shared/status/Buttons';
import { detailRows } from '../shared/status/detailRows';
import { useStatusPage, type StatusPageBinding } from '../shared/status/useStatusPage';
import { pageMessages } from '../../src/domain/pageMessages';

/** HLA: approved (personalised and property products). */
export function HStatusInfoDetailsView({ status, backToHome }: StatusPageBinding) {
  if (!status) return null;
  return (
    <Page title={pageMessages.approvedTitle} intro={<p>{pageMessages.approvedBody}</p>}>
      <ApplicationDetails
        rows={detailRows(status, ['applicationNo', 'uen', 'facility', 'financingType', 'purpose', 'amount', 'tenure', 'combined', 'date'])}
      />
      <BackToHomeActions onClick={backToHome} />
    </Page>
  );
}

export default function HStatusInfoDetails() {
  return <HStatusInfoDetailsView {...useStatusPage()} />;
}
