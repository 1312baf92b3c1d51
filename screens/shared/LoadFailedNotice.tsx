import { messages } from '../../src/domain';

export interface NoticeProps {
  /** What happened, in the words of the popup that told it first (the get-failed message unless given). */
  failure?: string;
  retry: () => void;
  /** The way back to where the screen was opened from, when there is one. */
  leave?: { label: string; onLeave: () => void };
}

/** Data that could not be loaded: what happened, Retry, and the way back when there is one. */
export function LoadFailedNotice({ failure = messages.getFailed, retry, leave }: NoticeProps) {
  return (
    <>
      <p role="alert">{failure}</p>
      <button type="button" onClick={retry}>
        {messages.retry}
      </button>
      {leave && (
        <button type="button" className="secondary" onClick={leave.onLeave}>
          {leave.label}
        </button>
      )}
    </>
  );
}
