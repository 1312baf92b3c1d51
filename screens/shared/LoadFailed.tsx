import { JourneyContext } from '../../machines/journeyContext';
import { messages } from '../../domain';
import { Page } from '../../ui/layout';

/** What a screen shows while its data is loading or could not be loaded: Retry, or nothing while busy. */
export function LoadFailed({ title }: { title: string }) {
  const failed = JourneyContext.useSelector((s) => s.hasTag('loadFailed'));
  const send = JourneyContext.useActorRef().send;
  return (
    <Page title={title}>
      {failed && (
        <>
          <p role="alert">{messages.getFailed}</p>
          <button type="button" onClick={() => send({ type: 'user.retry' })}>
            Retry
          </button>
        </>
      )}
    </Page>
  );
}
