import { JourneyContext } from '../../src/app/journeyContext';
import { messages } from '../../src/domain/messages';
import { Actions, Page } from '../../src/ui/layout';
import { text } from './text';

/** The data could not be loaded (chart tag 'loadFailed'): a short message and Retry. */
export function LoadFailed({ title }: { title: string }) {
  const send = JourneyContext.useActorRef().send;
  return (
    <Page title={title}>
      <p className="notice">{messages.getFailed}</p>
      <Actions>
        <button type="button" onClick={() => send({ type: 'user.retry' })}>
          {text.retry}
        </button>
      </Actions>
    </Page>
  );
}
