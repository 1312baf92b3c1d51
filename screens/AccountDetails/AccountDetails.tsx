import { JourneyContext } from '../../machines/journeyContext';
import { Page } from '../../ui/layout';
import { AccountDialogs } from './AccountDialogs';
import { AccountForm } from './AccountForm';
import { LoadFailed } from '../shared/LoadFailed';
import { text } from './text';

/** Account details for the disbursement (spec 1, 2.3): a thin view of journey.accountDetails. */
export default function AccountDetails() {
  const loadFailed = JourneyContext.useSelector((s) => s.hasTag('loadFailed'));
  const loading = JourneyContext.useSelector((s) => s.matches({ accountDetails: 'loading' }));
  const accounts = JourneyContext.useSelector((s) => s.context.accounts);
  if (loadFailed) return <LoadFailed title={text.title} />;
  return (
    <Page title={text.title}>
      {accounts && !loading && <AccountForm data={accounts} />}
      <AccountDialogs />
    </Page>
  );
}
