import { Actions } from '../../../src/ui/layout';
import { pageMessages } from '../../../src/domain/pageMessages';

/** Back To Home: the binding starts the journey over and leaves for the bank's home page. */
export function BackToHomeButton({ label = pageMessages.backToHome, secondary = false, onClick }: { label?: string; secondary?: boolean; onClick: () => void }) {
  return (
    <button type="button" className={secondary ? 'secondary' : undefined} onClick={onClick}>
      {label}
    </button>
  );
}

/** The row of a page whose one button is Back To Home. */
export function BackToHomeActions({ label, onClick }: { label?: string; onClick: () => void }) {
  return (
    <Actions>
      <BackToHomeButton label={label} onClick={onClick} />
    </Actions>
  );
}

/** Reapply / Apply Now / Apply again: the journey starts over at the financing start page. */
export function RestartButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick}>
      {label}
    </button>
  );
}

/** Opens the supporting-document upload page. */
export function UploadButton({ label = pageMessages.uploadDocuments, onClick }: { label?: string; onClick: () => void }) {
  return (
    <button type="button" className="secondary" onClick={onClick}>
      {label}
    </button>
  );
}
