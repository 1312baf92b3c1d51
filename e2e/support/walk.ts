import { expect, type APIRequestContext, type Dialog, type Page } from '@playwright/test';
import { format } from 'date-fns';
import type { PersonaDef } from '../../server/personas';
import { paths, type CreateOfficerApplication, type StatusDtls } from '../../src/contract';
import { needsBoardMeeting } from '../../src/domain/statusPages';
import { Officer } from './officer';
import { HAPPY_CODE, MOBILES, OFFICER_PERSONAS, personaOf } from './personas';
import { PREFIX } from './routes';

/**
 * One walk of a path through the UI: the page, the sandbox bank behind it, and what the page objects'
 * actions typed or saw, which the screens after them must show.
 */
export class Walk {
  readonly officer: Officer;
  amount: number | null = null;
  referenceNo = '';
  mobile = MOBILES[0];
  applicants = 0;
  wrongOtps = 0;
  /** The OTP in hand is a status enquiry's or a resume's (Welcome), not the summary's. */
  otpAtLookup = false;
  persona: PersonaDef | null = personaOf(HAPPY_CODE);
  /** The NRIC of the applicant a Resume looked up: they sign in at the identity service as themselves. */
  resumedNric: string | null = null;
  expectedErrorType: string | null = null;
  /** The day the officer generated the letter of offer of the application looked up. */
  letterOfOfferOn: Date | null = null;
  /** The last board meeting date submitted is one the bank must refuse. */
  boardMeetingRefused = false;

  constructor(
    readonly page: Page,
    private readonly request: APIRequestContext,
    readonly baseURL: string,
  ) {
    this.officer = new Officer(request, baseURL);
  }

  /** The route name of the screen shown (<main data-route>). */
  route(): Promise<string | null> {
    return this.page.locator('main#main').getAttribute('data-route');
  }

  /** Opens an address of the app as a link from outside would (an e-mail): the page loads again there. */
  async openLink(route: string): Promise<void> {
    // Entries not saved on the page make the browser ask before leaving it (beforeunload): the person confirms.
    const leave = (dialog: Dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : undefined);
    this.page.on('dialog', leave);
    const response = await this.page.goto(`${this.baseURL}${PREFIX}/${route}`).finally(() => this.page.off('dialog', leave));
    expect(response?.ok(), `${PREFIX}/${route} is served`).toBe(true);
  }

  /** The OTP of this application in the SIM outbox of the mobile typed (newest first). */
  async latestOtp(): Promise<string> {
    let otp = '';
    await expect
      .poll(
        async () => {
          const res = await this.request.get(`${this.baseURL}${paths.simOtpOutbox(this.mobile)}`);
          if (!res.ok()) return '';
          const body = (await res.json()) as { messages: { otp: string; text: string }[] };
          otp = body.messages.find((m) => !this.referenceNo || m.text.includes(this.referenceNo))?.otp ?? '';
          return otp;
        },
        { message: `an OTP for application ${this.referenceNo} in the SIM outbox of ${this.mobile}` },
      )
      .toMatch(/^\d{6}$/);
    return otp;
  }

  /** An application of the officer console that answers as `status` says; the NRIC and mobile are applicant `order`'s. */
  async officerApplication(status: Partial<StatusDtls> | undefined, expired: boolean, order = 1): Promise<{ uen: string; nric: string }> {
    const product = (status?.ProductType ?? 'BTL') as 'BTL' | 'PBF' | 'AIP';
    const progress = status?.ApplicationProgress ?? 'application_pending';
    const persona =
      product === 'BTL' ? (needsBoardMeeting(status?.Entity_Type_Code ?? 'LC') ? OFFICER_PERSONAS.board : OFFICER_PERSONAS.noBoard) : OFFICER_PERSONAS[product];
    const application = await this.officer.create({
      uen: persona.uen,
      product,
      progress: progress as CreateOfficerApplication['progress'],
      // A pending joint application: the first applicant has submitted, the others not yet.
      submitted: progress === 'application_pending' ? 'first' : 'all',
      isExistingOTPAvailable: product === 'AIP' ? (status?.isExistingOTPAvailable === 'N' ? 'N' : 'Y') : '',
    });
    await this.officerExtras(application.referenceNo, progress);
    if (expired) {
      // Spec 2, 2.6: only a person with no application still open is told it is invalid; a resume finds
      // any open one of theirs (an earlier path's), so those of this business are expired too.
      const open = (await this.officer.list()).filter((a) => a.uen === application.uen && (a.status === 'Draft' || a.status === 'Submitted'));
      for (const a of open) await this.officer.dates(a.referenceNo, { expire: true });
    }
    const applicant = application.applicants.find((a) => a.order === order);
    expect(applicant, `applicant ${order} of the officer's application`).toBeTruthy();
    this.referenceNo = application.referenceNo;
    // The officer console gives each applicant the mobile 9 + the digits of the NRIC (docs/api.md).
    this.mobile = `9${applicant!.idNumber.slice(1, 8)}`;
    return { uen: application.uen, nric: applicant!.idNumber };
  }

  /** What a progress code shows besides the code: the AIP's offer, the letter of offer. */
  private async officerExtras(referenceNo: string, progress: string): Promise<void> {
    if (progress === 'AAP' || progress === 'ALP') await this.officer.aip(referenceNo, 'leaseholdJtc');
    if (progress === 'LI') {
      const today = new Date();
      await this.officer.letterOfOffer(referenceNo, format(today, 'yyyy-MM-dd'));
      this.letterOfOfferOn = today;
    }
  }

  /** The officer moves the application to `progress` (and gives what that progress shows). */
  async officerProgress(referenceNo: string, progress: string): Promise<void> {
    await this.officer.progress(referenceNo, progress);
    await this.officerExtras(referenceNo, progress);
  }

  /** Every session of the application in hand ends (officer console, SIM): the next call answers 401. */
  async expireSessions(): Promise<void> {
    expect(this.referenceNo, 'an application to expire the sessions of').not.toBe('');
    await this.officer.expireSessions(this.referenceNo);
  }
}
