import { JourneyContext } from '../../machines/journeyContext';
import { messages } from '../../domain';
import { Popup } from '../../ui/Popup';
import { text } from './text';

/**
 * Spec 1, 2.3 and 4.3: the confirm dialog when no account is listed on first load (Yes asks the bank
 * again, No shows the no-result dialog), and the OK dialogs for no result and for no current or savings
 * account. Which one shows is the chart's state (its tags); the loading dialog is the busy overlay.
 */
export function AccountDialogs() {
  const send = JourneyContext.useActorRef().send;
  const confirm = JourneyContext.useSelector((s) => s.hasTag('accountConfirm'));
  const noResult = JourneyContext.useSelector((s) => s.hasTag('accountNoResult'));
  const none = JourneyContext.useSelector((s) => s.hasTag('accountNone'));
  const ok = (
    <button type="button" onClick={() => send({ type: 'user.close' })}>
      {text.ok}
    </button>
  );
  if (confirm) {
    return (
      <Popup
        title={text.noActiveAccountTitle}
        testId="account-confirm"
        actions={
          <>
            <button type="button" className="secondary" onClick={() => send({ type: 'user.close' })}>
              {text.no}
            </button>
            <button type="button" onClick={() => send({ type: 'user.confirm' })}>
              {text.yes}
            </button>
          </>
        }
      >
        <p>{messages.noActiveAccount}</p>
      </Popup>
    );
  }
  if (noResult) {
    return (
      <Popup title={text.noResultTitle} testId="account-no-result" actions={ok}>
        <p>{messages.noAccountResult}</p>
      </Popup>
    );
  }
  if (none) {
    return (
      <Popup title={text.noAccountTitle} testId="account-none" actions={ok}>
        <p>{messages.noCurrentOrSavingsAccount}</p>
      </Popup>
    );
  }
  return null;
}
