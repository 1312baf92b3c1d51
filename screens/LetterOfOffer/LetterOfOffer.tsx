import { useState } from 'react';
import { JourneyContext } from '../../machines/journeyContext';
import { config } from '../../config';
import { messages } from '../../domain/messages';
import { needsBoardMeeting } from '../../domain/statusPages';
import { ReadOnly } from '../../ui/fields';
import { Actions, Page } from '../../ui/layout';
import { base64ToBlob, saveBlob } from '../../ui/saveFile';

/**
 * Spec 2, 2.14: 'Acceptance in progress'. Entity types LL, LC and PCLS also read that their board
 * meeting date confirmation is received. The letter of offer downloads as <ApplicationNo>.pdf.
 */
export default function LetterOfOffer() {
  const status = JourneyContext.useSelector((s) => s.context.status);
  const boardApproval = JourneyContext.useSelector((s) => s.context.flags.boardApproval);
  const letter = JourneyContext.useSelector((s) => s.context.letterOfOffer);
  const loadFailed = JourneyContext.useSelector((s) => s.hasTag('loadFailed'));
  const send = JourneyContext.useActorRef().send;
  const [saveFailed, setSaveFailed] = useState(false);
  const applicationNo = status?.ApplicationNo ?? '';
  const board = boardApproval || needsBoardMeeting(status?.Entity_Type_Code);

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
          {messages.boardMeetingReceived}
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
          <button type="button" className="secondary" onClick={() => send({ type: 'user.retry' })}>
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
        <button
          type="button"
          onClick={() => {
            send({ type: 'user.restart' });
            window.location.assign(config.homeLink);
          }}
        >
          Back To Home
        </button>
      </Actions>
    </Page>
  );
}
