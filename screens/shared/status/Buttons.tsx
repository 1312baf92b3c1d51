import { messages } from '../../../domain';

/** Back To Home: the binding starts the journey over and leaves for the bank's home page. */
export function BackToHomeButton({ label = messages.backToHome, secondary = false, onClick }: { label?: string; secondary?: boolean; onClick: () => void }) {
  return (
    <button type="button" className={secondary ? 'secondary' : undefined} onClick={onClick}>
      {label}
    </button>
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
export function UploadButton({ label = messages.uploadDocuments, onClick }: { label?: string; onClick: () => void }) {
  return (
    <button type="button" className="secondary" onClick={onClick}>
      {label}
    </button>
  );
}
