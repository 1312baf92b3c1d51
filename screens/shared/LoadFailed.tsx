import { messages } from '../../src/domain';
import { Page } from '../../src/ui/layout';
import { useLoadFailed } from './useLoadFailed';

interface Props {
  title: string;
  loadFailed: boolean;
  retry: () => void;
}

/** What a screen shows while its data is loading or could not be loaded: Retry, or nothing while busy. */
export function LoadFailedView({ title, loadFailed, retry }: Props) {
  return (
    <Page title={title}>
      {loadFailed && (
        <>
          <p role="alert">{messages.getFailed}</p>
          <button type="button" onClick={retry}>
            Retry
          </button>
        </>
      )}
    </Page>
  );
}

/** The same page bound to the chart, for a screen whose binding does not carry the failed load. */
export function LoadFailed({ title }: { title: string }) {
  return <LoadFailedView title={title} {...useLoadFailed()} />;
}
