import { JourneyContext } from '../../../machines/journeyContext';
import { messages } from '../../../domain';
import { Popup } from '../../../ui/Popup';

/** Cancel Application: the button that opens the chart's confirmation (shown -> confirmingCancel). */
export function CancelApplicationButton({ asLink = false }: { asLink?: boolean }) {
  const send = JourneyContext.useActorRef().send;
  const can = JourneyContext.useSelector((s) => s.can({ type: 'user.cancelApplication' }));
  return (
    <button type="button" className={asLink ? 'link' : 'secondary'} disabled={!can} onClick={() => send({ type: 'user.cancelApplication' })}>
      {messages.cancelApplication}
    </button>
  );
}

/** The confirmation, shown while the chart's state has the 'confirmCancel' tag: Close or confirm. */
export function CancelDialog() {
  const open = JourneyContext.useSelector((s) => s.hasTag('confirmCancel'));
  const send = JourneyContext.useActorRef().send;
  if (!open) return null;
  return (
    <Popup
      title={messages.cancelConfirmTitle}
      testId="cancel-dialog"
      actions={
        <>
          <button type="button" className="secondary" onClick={() => send({ type: 'user.close' })}>
            {messages.close}
          </button>
          <button type="button" onClick={() => send({ type: 'user.confirm' })}>
            {messages.cancelConfirmYes}
          </button>
        </>
      }
    >
      <p>{messages.cancelConfirmBody}</p>
    </Popup>
  );
}
