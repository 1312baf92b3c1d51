import { messages } from '../../src/domain';
import { Page } from '../../src/ui/layout';
import { useLoadFailed } from './useLoadFailed';

interface NoticeProps {
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

/** What a screen shows while its data is loading or could not be loaded: Retry, or nothing while busy. */
export function LoadFailedView({ title, loadFailed, ...notice }: NoticeProps & { title: string; loadFailed: boolean }) {
  return <Page title={title}>{loadFailed && <LoadFailedNotice {...notice} />}</Page>;
}

/** The same page bound to the chart, for a screen whose binding does not carry the failed load. */
export function LoadFailed({ title }: { title: string }) {
  return <LoadFailedView title={title} {...useLoadFailed()} />;
}
