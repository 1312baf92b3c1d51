import { messages } from '../../src/domain';
import { Actions, Page } from '../../src/ui/layout';
import { AccountCards } from '../shared/status/AccountCards';
import { ApplicationDetails } from '../shared/status/ApplicationDetails';
import { BackToHomeButton, RestartButton } from '../shared/status/Buttons';
import { StatusPageActions } from '../shared/status/StatusPageActions';
import { detailRows } from '../shared/status/detailRows';
import { useReviewOffer, type ReviewOfferBinding } from './useReviewOffer';
import { pageMessages } from '../../src/domain/pageMessages';

/**
 * Spec 2, 2.12: UM cannot be processed online (a Relationship Manager follows up); LI is the offer:
 * rate, instalment, amount, tenure, account-opening cards, Save PDF, Print, Continue, Cancel Application.
 * Continue lets the chart choose the board meeting date or the letter of offer.
 */
export function ReviewOfferView(p: ReviewOfferBinding) {
  const { status } = p;
  if (!status) return null;

  if (status.ApplicationProgress === 'UM') {
    return (
      <Page title={pageMessages.offerUnableToProcessTitle}>
        <p data-testid="offer-message">{pageMessages.offerUnableToProcess}</p>
        <ApplicationDetails rows={detailRows(status, ['applicationNo', 'uen', 'facility', 'financingType', 'date'])} />
        <Actions>
          <BackToHomeButton onClick={p.backToHome} />
        </Actions>
      </Page>
    );
  }

  // LE opens ExpiredLoanOffer (src/domain/statusPages.ts); should it reach this page, say the same.
  if (status.ApplicationProgress === 'LE') {
    return (
      <Page title={pageMessages.oops}>
        <p data-testid="offer-message">{messages.offerExpired}</p>
        <ApplicationDetails rows={detailRows(status, ['applicationNo', 'uen', 'facility', 'date'])} />
        <Actions>
          <RestartButton label={pageMessages.reapply} onClick={p.restart} />
        </Actions>
      </Page>
    );
  }

  return (
    <Page title={pageMessages.offerThanksTitle} intro={<p>{pageMessages.offerThanksBody}</p>}>
      <ApplicationDetails
        rows={detailRows(status, ['applicationNo', 'uen', 'facility', 'financingType', 'rate', 'instalment', 'amount', 'tenure'])}
      />
      <AccountCards />
      <StatusPageActions {...p} cancel>
        <button type="button" onClick={p.continueOffer}>
          {pageMessages.continueLabel}
        </button>
      </StatusPageActions>
    </Page>
  );
}

export default function ReviewOffer() {
  return <ReviewOfferView {...useReviewOffer()} />;
}
