import { LoadFailed } from '../shared/LoadFailed';

/** Spec 2, 2.7: the status router has no interface of its own; it shows the wait overlay or Retry. */
export default function StatusDetails() {
  return <LoadFailed title="Application status" />;
}
