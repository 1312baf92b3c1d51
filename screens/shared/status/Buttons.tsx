import { JourneyContext } from '../../../machines/journeyContext';
import { messages } from '../../../domain';
import { goHome } from './navigation';

/** Back To Home: the journey starts over, then the browser goes to the bank's home page. */
export function BackToHomeButton({ label = messages.backToHome, secondary = false }: { label?: string; secondary?: boolean }) {
  const send = JourneyContext.useActorRef().send;
  return (
    <button
      type="button"
      className={secondary ? 'secondary' : undefined}
      onClick={() => {
        send({ type: 'user.restart' });
        goHome();
      }}
    >
      {label}
    </button>
  );
}

/** Reapply / Apply Now / Apply again: the journey starts over at the financing start page. */
export function RestartButton({ label }: { label: string }) {
  const send = JourneyContext.useActorRef().send;
  return (
    <button type="button" onClick={() => send({ type: 'user.restart' })}>
      {label}
    </button>
  );
}

/** Opens the supporting-document upload page. */
export function UploadButton({ label = messages.uploadDocuments }: { label?: string }) {
  const send = JourneyContext.useActorRef().send;
  return (
    <button type="button" className="secondary" onClick={() => send({ type: 'user.openUploads' })}>
      {label}
    </button>
  );
}
