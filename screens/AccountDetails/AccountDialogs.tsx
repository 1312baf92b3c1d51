import { ButtonPair } from '../../src/ui/buttons';
import { Popup } from '../../src/ui/Popup';
import { text } from './text';
import type { AccountDetailsBinding } from './useAccountDetails';
import { pageMessages } from '../../src/domain/pageMessages';

/**
 * Spec 1, 2.3 and 4.3: the confirm dialog when no account is listed on first load (Yes asks the bank
 * again, No shows the no-result dialog), and the OK dialogs for no result and for no current or savings
 * account. Which one shows is the chart's state (its tags); the loading dialog is the busy overlay.
 */
type Props = Pick<AccountDetailsBinding, 'confirmOpen' | 'noResultOpen' | 'noneOpen' | 'close' | 'confirm'>;

export function AccountDialogs({ confirmOpen, noResultOpen, noneOpen, close, confirm }: Props) {
  const ok = (
    <button type="button" onClick={close}>
      {text.ok}
    </button>
  );
  if (confirmOpen) {
    return (
      <Popup
        title={text.noActiveAccountTitle}
        testId="account-confirm"
        onClose={close}
        actions={<ButtonPair secondary={text.no} primary={text.yes} onSecondary={close} onPrimary={confirm} />}
      >
        <p>{pageMessages.noActiveAccount}</p>
      </Popup>
    );
  }
  if (noResultOpen) {
    return (
      <Popup title={text.noResultTitle} testId="account-no-result" onClose={close} actions={ok}>
        <p>{pageMessages.noAccountResult}</p>
      </Popup>
    );
  }
  if (noneOpen) {
    return (
      <Popup title={text.noAccountTitle} testId="account-none" onClose={close} actions={ok}>
        <p>{pageMessages.noCurrentOrSavingsAccount}</p>
      </Popup>
    );
  }
  return null;
}
