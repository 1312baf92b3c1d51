import { messages } from '../../domain';
import { Actions, Page } from '../../ui/layout';
import { ApplicationDetails } from '../shared/status/ApplicationDetails';
import { BackToHomeButton } from '../shared/status/Buttons';
import { detailRows } from '../shared/status/statusView';
import { useStatus } from '../shared/status/useStatus';

/** HLA: approved (personalised and property products). */
export default function HStatusInfoDetails() {
  const status = useStatus();
  if (!status) return null;
  return (
    <Page title={messages.approvedTitle} intro={<p>{messages.approvedBody}</p>}>
      <ApplicationDetails
        rows={detailRows(status, ['applicationNo', 'uen', 'facility', 'financingType', 'purpose', 'amount', 'tenure', 'combined', 'date'])}
      />
      <Actions>
        <BackToHomeButton />
      </Actions>
    </Page>
  );
}
