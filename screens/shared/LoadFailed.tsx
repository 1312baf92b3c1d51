import { Page } from '../../src/ui/layout';
import { LoadFailedNotice, type NoticeProps } from './LoadFailedNotice';
import { useLoadFailed } from './useLoadFailed';

/** What a screen shows while its data is loading or could not be loaded: Retry, or nothing while busy. */
export function LoadFailedView({ title, loadFailed, ...notice }: NoticeProps & { title: string; loadFailed: boolean }) {
  return <Page title={title}>{loadFailed && <LoadFailedNotice {...notice} />}</Page>;
}

/** The same page bound to the chart, for a screen whose binding does not carry the failed load. */
export function LoadFailed({ title }: { title: string }) {
  return <LoadFailedView title={title} {...useLoadFailed()} />;
}
