// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StateValue } from 'xstate';
import type { JourneyContext as Ctx } from '../../machines/types';
import { downloadApplicationPdf } from '../../machines/actors';
import AppCancelled from '../../screens/AppCancelled/AppCancelled';
import ExpiredLoanOffer from '../../screens/ExpiredLoanOffer/ExpiredLoanOffer';
import HStatusInfoDetails from '../../screens/HStatusInfoDetails/HStatusInfoDetails';
import HSubmitDetails from '../../screens/HSubmitDetails/HSubmitDetails';
import InvalidApplication from '../../screens/InvalidApplication/InvalidApplication';
import StatusComplete from '../../screens/StatusComplete/StatusComplete';
import StatusProgress from '../../screens/StatusProgress/StatusProgress';
import SubmitDetails from '../../screens/SubmitDetails/SubmitDetails';
import { renderJourney } from './journeyHarness';
import { expectDetails, statusOf } from './statusFixtures';
import { setupUser } from '../setup/user';
import { standInPageExits } from './pageExits';
import { bankAtTestAddress, stubBank } from './sessionBank';
import { config } from '../../src/config';

const exits = standInPageExits();

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const dd = (testId: string) => screen.getByTestId(testId).textContent;

// Save PDF runs the chart's own download actor and the real service, over a stand-in bank.
const renderPage = (ui: React.ReactElement, value: StateValue, context: Partial<Ctx>) =>
  renderJourney(ui, { value, context, actors: { downloadApplicationPdf } });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('SubmitDetails (spec 2, 2.8)', () => {
  const done = (name: string) => ({ name, status: 'Submitted' });
  const pending = (name: string) => ({ name, status: 'Pending' });

  it.each([
    ['all applicants complete: the final thank-you', { SoleorNonSole: 'NonSole', ApplicantsStatus: [done('Tan Ah Kow'), done('Lim Mei Ling')] }, 'Thank you! Your application has been submitted.'],
    ['a sole business complete: the final thank-you', { SoleorNonSole: 'Sole', ApplicantsStatus: [done('Tan Ah Kow')] }, 'Thank you! Your application has been submitted.'],
    ['non-sole with one of two done', { SoleorNonSole: 'NonSole', ApplicantsStatus: [done('Tan Ah Kow'), pending('Lim Mei Ling')] }, 'Joint Application in Progress (1/2 Done)'],
    ['non-sole with none of three done', { SoleorNonSole: 'NonSole', ApplicantsStatus: [pending('A'), pending('B'), pending('C')] }, 'Joint Application in Progress (0/3 Done)'],
    ['sole and pending', { SoleorNonSole: 'Sole', ApplicantsStatus: [pending('Tan Ah Kow')] }, 'Submission in Progress'],
    ['no applicants listed yet', { SoleorNonSole: 'Sole', ApplicantsStatus: [] }, 'Submission in Progress'],
    ["'submitted' in any case counts as complete", { SoleorNonSole: 'NonSole', ApplicantsStatus: [{ name: 'A', status: 'SUBMITTED' }, { name: 'B', status: 'submitted' }] }, 'Thank you! Your application has been submitted.'],
  ])('headline: %s', (_case, over, title) => {
    renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, { status: statusOf(over) });
    expect(heading()).toBe(title);
  });

  it('lists completed and pending applicants and the deadline notice while someone is pending', () => {
    renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, {
      status: statusOf({ ApplicantsStatus: [done('Tan Ah Kow'), pending('Lim Mei Ling'), pending('Ong Bee Hoon')] }),
    });
    expect(within(screen.getByTestId('completed-applicants')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Tan Ah Kow']);
    expect(within(screen.getByTestId('pending-applicants')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lim Mei Ling', 'Ong Bee Hoon']);
    expect(dd('deadline-notice')).toContain('06-12-2026');
    expect(screen.getByText(/we will review it once every applicant listed as pending/i)).toBeTruthy();
  });

  it('says in words that nobody is pending once everyone is done, and that nobody has completed yet, instead of a dash', () => {
    renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, { status: statusOf({ SoleorNonSole: 'NonSole', ApplicantsStatus: [done('Tan Ah Kow'), done('Lim Mei Ling')] }) });
    expect(screen.queryByTestId('pending-applicants')).toBeNull();
    expect(dd('pending-none')).toBe('No applicant is pending: everyone has completed their part.');
    cleanup();
    renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, { status: statusOf({ SoleorNonSole: 'NonSole', ApplicantsStatus: [pending('A'), pending('B')] }) });
    expect(screen.queryByTestId('completed-applicants')).toBeNull();
    expect(dd('completed-none')).toBe('No applicant has completed their part yet.');
    expect(screen.queryByText('-')).toBeNull();
  });

  it('confirms the documents just uploaded by name, beside Upload documents', () => {
    renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, { status: statusOf({}), uploadConfirmed: ['accounts.pdf', 'statement.pdf'] });
    expect(dd('uploads-confirmed')).toBe('Your documents have been uploaded: accounts.pdf, statement.pdf.');
    cleanup();
    renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, { status: statusOf({}) });
    expect(screen.queryByTestId('uploads-confirmed')).toBeNull();
  });

  it('has no deadline notice once everyone is done, and thanks by product', () => {
    renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, { status: statusOf({ ApplicantsStatus: [done('Tan Ah Kow')] }) });
    expect(screen.queryByTestId('deadline-notice')).toBeNull();
    expect(screen.getByText(/we are reviewing your application/i)).toBeTruthy();
  });

  it('shows the details: SGD amount with separators, tenure in years, instalment, interest rate, Not Applicable, date; no purpose for BTL', () => {
    renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, { status: statusOf({ Amount: 1234567, Tenure: 1 }) });
    expectDetails({
      'application-number': 'SME20261122000001',
      uen: '201912345K',
      facility: 'Business Term Loan',
      'financing-type': 'Conventional',
      amount: 'SGD 1,234,567.00',
      tenure: '1 year',
      instalment: 'SGD 2,124.70',
      rate: '10% p.a.',
      combined: 'Not Applicable',
      date: '22-11-2026',
    });
    expect(screen.getByText('Indicative Interest Rate')).toBeTruthy();
    expect(screen.queryByTestId('purpose')).toBeNull();
  });

  it('Islamic financing shows the profit rate; the combined applications are the titles of the Y flags', () => {
    renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, {
      status: statusOf({ FinancingType: 'Islamic', MYCurrentAccount: 'Y', BusinessInsurance: 'Y', HalalNetworkAndCertifiedAdvisory: 'Y' }),
    });
    expect(screen.getByText('Indicative Profit Rate')).toBeTruthy();
    expect(screen.queryByText('Indicative Interest Rate')).toBeNull();
    expect(dd('combined')).toBe('Current Account, Business Insurance, Halal Network and Certified Advisory');
  });

  it('Upload documents sends user.openUploads and the chart opens the upload page', async () => {
    const user = setupUser();
    const h = renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, { status: statusOf() });
    await user.click(screen.getByRole('button', { name: 'Upload documents' }));
    expect(h.events).toEqual([{ type: 'user.openUploads' }]);
    expect(JSON.stringify(h.actor().getSnapshot().value)).toContain('uploadDetails');
  });

  it('Cancel Application opens the confirmation; Close sends user.close and returns to the page', async () => {
    const user = setupUser();
    const h = renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, { status: statusOf() });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel Application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Application' });
    expect(h.actor().getSnapshot().value).toEqual({ afterSubmission: { submitDetails: 'confirmingCancel' } });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(h.events).toEqual([{ type: 'user.cancelApplication' }, { type: 'user.close' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(h.actor().getSnapshot().matches({ afterSubmission: { submitDetails: 'shown' } })).toBe(true);
  });

  it('Cancel Application looks destructive and sits on a row of its own, apart from Save PDF and Print', () => {
    renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, { status: statusOf() });
    const cancel = screen.getByRole('button', { name: 'Cancel Application' });
    expect(cancel.className).toBe('destructive');
    expect(within(cancel.parentElement as HTMLElement).getAllByRole('button')).toEqual([cancel]);
    expect(cancel.parentElement?.contains(screen.getByRole('button', { name: 'Print' }))).toBe(false);
  });

  it('confirming the cancellation sends user.confirm and the chart cancels', async () => {
    const user = setupUser();
    const h = renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'confirmingCancel' } }, { status: statusOf() });
    const dialog = screen.getByRole('dialog', { name: 'Cancel Application' });
    expect(within(dialog).getByText(/Are you sure you want to cancel this application\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel application' }));
    expect(h.events).toEqual([{ type: 'user.confirm' }]);
    expect(h.actor().getSnapshot().value).toEqual({ afterSubmission: { submitDetails: 'cancelling' } });
  });

  it('Back To Home sends user.restart, then leaves for the home page', async () => {
    const user = setupUser();
    const h = renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, { status: statusOf() });
    await user.click(screen.getByRole('button', { name: 'Back To Home' }));
    expect(h.events).toEqual([{ type: 'user.restart' }]);
    expect(exits.assign.mock.calls).toEqual([[config.homeLink]]);
  });

  it('Print prints the page', async () => {
    const user = setupUser();
    renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, { status: statusOf() });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(exits.print).toHaveBeenCalledTimes(1);
    expect(exits.assign).not.toHaveBeenCalled();
  });

  describe('Save PDF', () => {
    const createObjectURL = vi.fn(() => 'blob:pdf');
    const revokeObjectURL = vi.fn();
    let downloads: string[];
    bankAtTestAddress();
    // jsdom has no object URLs: stand-ins for each test, put back after it.
    const real = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    afterEach(() => {
      vi.restoreAllMocks();
      Object.assign(URL, real);
    });
    beforeEach(() => {
      downloads = [];
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push(`${this.download} ${this.href}`);
      });
    });

    it('downloads GetApplicationPDF/{stateId}/{refNo} and saves it as <ApplicationNo>.pdf', async () => {
      const user = setupUser();
      const sent = stubBank(() => new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }));
      renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, { status: statusOf(), token: 'tok', stateId: 'st1', referenceNo: 'SME20261122000001' });
      await user.click(screen.getByRole('button', { name: 'Save PDF' }));
      await waitFor(() => expect(downloads).toEqual(['SME20261122000001.pdf blob:pdf']));
      expect(sent).toEqual([{ url: '/api/v1/SMEDL/GetApplicationPDF/st1/SME20261122000001', method: 'GET', authorization: 'Bearer tok', keepalive: false }]);
      expect(screen.queryByTestId('pdf-failed')).toBeNull();
    });

    it('says so when the download fails', async () => {
      const user = setupUser();
      const sent = stubBank(() => ({ status: 500 }));
      renderPage(<SubmitDetails />, { afterSubmission: { submitDetails: 'shown' } }, { status: statusOf(), token: 'tok', stateId: 'st1', referenceNo: 'SME20261122000001' });
      await user.click(screen.getByRole('button', { name: 'Save PDF' }));
      expect((await screen.findByRole('alert')).textContent).toBe('We are unable to download the PDF at the moment. Please try again later.');
      // The bank was asked and failed: the message is for its answer, not for a call never made.
      expect(sent.map((r) => r.url)).toEqual(['/api/v1/SMEDL/GetApplicationPDF/st1/SME20261122000001']);
      expect(downloads).toEqual([]);
    });
  });
});

describe('HSubmitDetails (spec 2, 2.8 for the property-based products)', () => {
  it.each([
    ['working capital, trade and ESG', { WCL: 'Y', Trade: 'Y', ESG: 'Y' }, 'Working Capital, Trade, ESG'],
    ['every purpose', { WCL: 'Y', Property: 'Y', Trade: 'Y', GAS: 'Y', ESG: 'Y' }, 'Working Capital, Property, Trade, Government Assistance Scheme, ESG'],
    ['property only', { Property: 'Y' }, 'Property'],
    ['none chosen', {}, '-'],
  ])('purpose line: %s', (_case, flags, text) => {
    renderPage(<HSubmitDetails />, { afterSubmission: { hSubmitDetails: 'shown' } }, { status: statusOf({ ProductType: 'PBF', ...flags }) });
    expect(dd('purpose')).toBe(text);
  });

  it('AIP: the purpose is Property', () => {
    renderPage(<HSubmitDetails />, { afterSubmission: { hSubmitDetails: 'shown' } }, { status: statusOf({ ProductType: 'AIP', WCL: 'Y' }) });
    expect(dd('purpose')).toBe('Property');
  });

  it('thanks by product: sales personnel follow up the other products', () => {
    renderPage(<HSubmitDetails />, { afterSubmission: { hSubmitDetails: 'shown' } }, { status: statusOf({ ProductType: 'PBF', ApplicantsStatus: [{ name: 'A', status: 'Submitted' }] }) });
    expect(heading()).toBe('Thank you! Your application has been submitted.');
    expect(screen.getByText(/our sales personnel will review your application/i)).toBeTruthy();
  });

  it('offers the upload and the cancellation like SubmitDetails', async () => {
    const user = setupUser();
    const h = renderPage(<HSubmitDetails />, { afterSubmission: { hSubmitDetails: 'shown' } }, { status: statusOf({ ProductType: 'PBF' }) });
    await user.click(screen.getByRole('button', { name: 'Cancel Application' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel application' }));
    expect(h.events).toEqual([{ type: 'user.cancelApplication' }, { type: 'user.confirm' }]);
    expect(h.actor().getSnapshot().value).toEqual({ afterSubmission: { hSubmitDetails: 'cancelling' } });
  });
});

describe('StatusComplete (spec 2, 2.9)', () => {
  it('shows the quoted title and the summary', () => {
    renderPage(<StatusComplete />, { afterSubmission: { statusComplete: 'shown' } }, { status: statusOf() });
    expect(heading()).toBe('We have received your application.');
    expectDetails({
      'application-number': 'SME20261122000001',
      amount: 'SGD 100,000.00',
      tenure: '5 years',
      rate: '10% p.a.',
    });
    expect(screen.getByRole('button', { name: 'Save PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back To Home' })).toBeTruthy();
  });

  it('cancel link and upload button drive the chart', async () => {
    const user = setupUser();
    const h = renderPage(<StatusComplete />, { afterSubmission: { statusComplete: 'shown' } }, { status: statusOf() });
    await user.click(screen.getByRole('button', { name: 'Cancel Application' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel Application' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Upload documents' }));
    expect(h.events.map((e) => e.type)).toEqual(['user.cancelApplication', 'user.close', 'user.openUploads']);
  });
});

describe('StatusProgress (spec 2, 2.10)', () => {
  it('says the application is on hold, in progress and pending, with the deadline', () => {
    renderPage(<StatusProgress />, { afterSubmission: 'statusProgress' }, { status: statusOf() });
    expect(screen.getByText('Your online SME e-Financing application is currently on hold.')).toBeTruthy();
    expect(screen.getByText('Submission in Progress')).toBeTruthy();
    expect(heading()).toBe('Application Pending');
    expect(dd('deadline-notice')).toBe('Please complete your application before 06-12-2026.');
  });

  it('without a deadline asks to complete soon; Upload documents and Back To Home', async () => {
    const user = setupUser();
    const h = renderPage(<StatusProgress />, { afterSubmission: 'statusProgress' }, { status: statusOf({ Deadline: '' }) });
    expect(dd('deadline-notice')).toBe('Please complete your application as soon as possible.');
    await user.click(screen.getByRole('button', { name: 'Upload documents' }));
    expect(h.events).toEqual([{ type: 'user.openUploads' }]);
  });
});

describe('ExpiredLoanOffer (spec 2, 2.12)', () => {
  it('quotes the expiry, gives the help line and Reapply restarts', async () => {
    const user = setupUser();
    const h = renderPage(<ExpiredLoanOffer />, { afterSubmission: 'expiredLoanOffer' }, { status: statusOf({ ApplicationProgress: 'LE' }) });
    expect(dd('offer-message')).toBe('Your letter of Offer has expired. Do reapply again.');
    expect(dd('application-number')).toBe('SME20261122000001');
    expect(screen.getByText(/help line/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reapply' }));
    expect(h.events).toEqual([{ type: 'user.restart' }]);
  });
});

describe('HStatusInfoDetails (HLA)', () => {
  it('shows the approval and the details; Back To Home', async () => {
    const user = setupUser();
    const h = renderPage(<HStatusInfoDetails />, { afterSubmission: 'hStatusInfoDetails' }, { status: statusOf({ ApplicationProgress: 'HLA', ProductType: 'PBF', WCL: 'Y' }) });
    expect(heading()).toBe('Congratulations! Your application has been approved.');
    expect(dd('purpose')).toBe('Working Capital');
    await user.click(screen.getByRole('button', { name: 'Back To Home' }));
    expect(h.events).toEqual([{ type: 'user.restart' }]);
  });
});

describe('AppCancelled and InvalidApplication', () => {
  it('AppCancelled: the cancelled message; Apply again restarts', async () => {
    const user = setupUser();
    const h = renderPage(<AppCancelled />, { outcomes: 'appCancelled' }, { status: statusOf() });
    expect(dd('cancelled-message')).toBe('The financing application has been cancelled. Please reapply.');
    await user.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(h.events).toEqual([{ type: 'user.restart' }]);
    expect(exits.assign).not.toHaveBeenCalled();
  });

  it('AppCancelled: Back to home restarts and leaves for the home page', async () => {
    const user = setupUser();
    const h = renderPage(<AppCancelled />, { outcomes: 'appCancelled' }, {});
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(h.events).toEqual([{ type: 'user.restart' }]);
    expect(exits.assign.mock.calls).toEqual([[config.homeLink]]);
  });

  it.each([
    ['EXPIRED', 'Your application has expired. Please reapply.'],
    ['INVALID', 'This application cannot be continued online. Please reapply or get in touch with us.'],
    [null, 'This application cannot be continued online. Please reapply or get in touch with us.'],
  ])('InvalidApplication with error type %s', (errorType, text) => {
    renderPage(<InvalidApplication />, { outcomes: 'invalidApplication' }, { errorType });
    expect(heading()).toBe('Oops!');
    expect(dd('error-message')).toBe(text);
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });
});
