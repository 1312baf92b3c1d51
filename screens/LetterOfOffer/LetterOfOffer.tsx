import { useState } from 'react';
import { messages } from '../../src/domain/messages';
import { ReadOnly } from '../../src/ui/fields';
import { Actions, Page } from '../../src/ui/layout';
import { base64ToBlob, saveBlob } from '../../src/ui/saveFile';
import { BackToHomeButton } from '../shared/status/Buttons';
import { useLetterOfOffer, type LetterOfOfferBinding } from './useLetterOfOffer';
import { pageMessages } from '../../src/domain/pageMessages';

/**
 * Spec 2, 2.14: 'Acceptance in progress'. Entity types LL, LC and PCLS also read that their board
 * meeting date confirmation is received. The letter of offer downloads as <ApplicationNo>.pdf.
 */
export function LetterOfOfferView({ status, board, letter, loadFailed, retry, backToHome }: LetterOfOfferBinding) {
  const [saveFailed, setSaveFailed] = useState(false);
  const applicationNo = status?.ApplicationNo ?? '';

  const download = () => {
    if (!letter) return;
    try {
      saveBlob(base64ToBlob(letter.data, 'application/pdf'), `${applicationNo || 'LetterOfOffer'}.pdf`);
      setSaveFailed(false);
    } catch {
      setSaveFailed(true);
    }
  };

  return (
    <Page title={messages.acceptanceInProgress}>
      <p>Thank you for accepting the letter of offer. We are processing your acceptance and will be in touch on the disbursement.</p>
      {board && (
        <p className="notice success" data-testid="board-meeting-received">
          {pageMessages.boardMeetingReceived}
        </p>
      )}
      {status && (
        <dl>
          <ReadOnly label="Application number" value={applicationNo} testId="application-number" />
          <ReadOnly label="UEN" value={status.UEN} />
        </dl>
      )}
      {loadFailed && (
        <>
          <p role="alert">{messages.getFailed}</p>
          <button type="button" className="secondary" onClick={retry}>
            Retry
          </button>
        </>
      )}
      {saveFailed && <p role="alert">{messages.saveFailedBody}</p>}
      <Actions>
        {letter && (
          <button type="button" className="secondary" onClick={download}>
            Download letter of offer
          </button>
        )}
        <BackToHomeButton onClick={backToHome} />
      </Actions>
    </Page>
  );
}

export default function LetterOfOffer() {
  return <LetterOfOfferView {...useLetterOfOffer()} />;
}
