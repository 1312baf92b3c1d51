import { Popup } from '../ui/Popup';
import { PleaseWait } from '../ui/PleaseWait';
import { JourneyContext } from '../../machines/journeyContext';

/**
 * The please-wait overlay and the timed error popup, driven by the chart's tags. Retry sits in the popup
 * only where the popup cannot be dismissed (no token yet); elsewhere the screen itself offers Retry.
 */
export function Overlays() {
  const busy = JourneyContext.useSelector((s) => s.hasTag('busy'));
  const popup = JourneyContext.useSelector((s) => (s.hasTag('errorPopup') ? s.context.popup : null));
  const canDismiss = JourneyContext.useSelector((s) => s.can({ type: 'user.dismissError' }));
  const canRetry = JourneyContext.useSelector((s) => s.can({ type: 'user.retry' }));
  const send = JourneyContext.useActorRef().send;
  return (
    <>
      {busy && <PleaseWait />}
      {popup && (
        <Popup
          role="alertdialog"
          title={popup.title}
          testId="error-popup"
          // Escape is OK where OK shows; a popup with only Retry (or none, while it times out) stays.
          onClose={canDismiss ? () => send({ type: 'user.dismissError' }) : null}
          actions={
            <>
              {canRetry && !canDismiss && (
                <button type="button" onClick={() => send({ type: 'user.retry' })}>
                  Retry
                </button>
              )}
              {canDismiss && (
                <button type="button" className="secondary" onClick={() => send({ type: 'user.dismissError' })}>
                  OK
                </button>
              )}
            </>
          }
        >
          <p>{popup.body}</p>
        </Popup>
      )}
    </>
  );
}
