import { Page } from '../../src/ui/layout';
import { AipApplicationDetails, AipPageActions } from '../shared/status/AipPageParts';
import { useAipStatusPage, type AipStatusPageBinding } from '../shared/status/useAipStatusPage';
import { pageMessages } from '../../src/domain/pageMessages';

/** A decorative mark for the LAP title (spec 3, 2 "Title and image for LAP"). */
function ApprovedMark() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="26" fill="#f0fbf3" stroke="#1e7b34" strokeWidth="3" />
      <path d="M16 29 l8 8 l16 -18" fill="none" stroke="#1e7b34" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Spec 3, 2 "AIP pending page" (LAP): approved, the letter of offer to follow. */
export function AStatusInfoDetailsView(props: AipStatusPageBinding) {
  const { status, extras } = props;
  if (!status) return null;
  return (
    <Page
      title={pageMessages.aipPendingTitle}
      intro={
        <>
          <ApprovedMark />
          <p>{pageMessages.aipPendingBody}</p>
        </>
      }
    >
      <AipApplicationDetails status={status} extras={extras} />
      <AipPageActions {...props} />
    </Page>
  );
}

export default function AStatusInfoDetails() {
  return <AStatusInfoDetailsView {...useAipStatusPage()} />;
}
