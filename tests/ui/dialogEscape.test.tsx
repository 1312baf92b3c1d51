// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { Popup } from '../../src/ui/Popup';
import { ConsentPopup } from '../../screens/shared/ConsentPopup';
import { SchemeDeclarationPopup } from '../../screens/FinanceDetails/SchemeDeclarationPopup';
import { ImportantNotePopup } from '../../screens/FinanceDetails/ImportantNotePopup';
import { ImageViewer } from '../../screens/UploadDetails/ImageViewer';
import { setupUser } from '../setup/user';

afterEach(cleanup);

/** Each dialog with the callback its secondary button (Back, Close, Cancel) runs: Escape must run the same. */
const dialogs: [string, (close: () => void) => ReactElement][] = [
  ['the Myinfo consent', (close) => <ConsentPopup onBack={close} onProceed={() => undefined} />],
  ['the Enterprise Financing Scheme declaration', (close) => <SchemeDeclarationPopup onBack={close} onProceed={() => undefined} />],
  ['the important note', (close) => <ImportantNotePopup product="Online" onBack={close} onProceed={() => undefined} />],
  ['a confirm dialog', (close) => <ConfirmDialog title="Confirm" testId="confirm" closeLabel="Close" confirmLabel="Submit" onClose={close} onConfirm={() => undefined}>Sure?</ConfirmDialog>],
  ['the image viewer', (close) => <ImageViewer name="a.png" src="data:," onClose={close} />],
];

describe('Escape closes every dialog (WAI-ARIA dialog pattern)', () => {
  it.each(dialogs)('%s: Escape runs its close action, from the dialog and from a control inside it', async (_name, dialog) => {
    const user = setupUser();
    const close = vi.fn();
    render(dialog(close));
    await user.keyboard('{Escape}');
    expect(close).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('a dialog that cannot be dismissed (a timed notice) ignores Escape', async () => {
    const user = setupUser();
    render(
      <Popup title="Please wait" onClose={null}>
        Working…
      </Popup>,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
