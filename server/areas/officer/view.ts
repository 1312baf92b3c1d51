import type { OfficerApplication } from '../../../src/contract';
import { MAX_APPLICANTS_BTL } from '../../../src/domain/constants';
import { DEADLINE_DAYS } from '../../policy';
import type { ApplicationRow } from '../../store/applications';
import { plusDays, sgIsoDate } from '../../time';
import { hasSubmitted } from '../steps/views/person';
import { effectiveStatus } from '../status/rules';
import { productCode } from '../status/view';

/** One application as the officer sees it; days are yyyy-mm-dd (Singapore), instants ISO. */
export function officerApplication(app: ApplicationRow, now: Date): OfficerApplication {
  const deadline = app.deadline_override ?? (app.submitted_at ? sgIsoDate(plusDays(app.submitted_at, DEADLINE_DAYS)) : null);
  return {
    referenceNo: app.reference_no,
    stateId: app.state_id,
    uen: app.company?.Company_UEN ?? app.persona_uen ?? '',
    companyName: app.company?.Company_Name ?? '',
    entityTypeCode: app.company?.Entity_Type_Code ?? '',
    product: productCode(app),
    status: effectiveStatus(app, now),
    progress: app.progress,
    createdAt: app.created_at.toISOString(),
    submittedAt: app.submitted_at?.toISOString() ?? null,
    deadline,
    expiryDate: app.expiry_date,
    letterOfOfferOn: app.letter_of_offer_on,
    boardMeetingDate: app.board_meeting_date,
    hasAipResponse: app.aip_response !== null,
    applicants: (app.persons ?? []).slice(0, MAX_APPLICANTS_BTL).map((p) => ({
      order: p.OrderNumber,
      idNumber: p.IDNumber,
      name: p.Person_Name,
      submitted: hasSubmitted(app, p.OrderNumber),
      // The officer sees the number on record: in SIM it is where the tester's "phone" (the outbox) is.
      mobile: app.applicants?.find((a) => a.OrderNumber === p.OrderNumber)?.MobileNumber ?? '',
    })),
  };
}
