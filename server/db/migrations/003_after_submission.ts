/**
 * After the submit: what the bank's back office adds to an application, and what the
 * applicant chooses once it is submitted. Dates that are calendar days in Singapore (the letter of
 * offer, the board meeting, the deadline, the expiry) are yyyy-mm-dd text rather than `date`: the two
 * drivers would turn a `date` into a JavaScript Date at local midnight, and a day must not move with
 * the server's time zone.
 */
export const sql = `
alter table applications add column aip_response jsonb;
-- the property part of a status (spec 3, 3): { PropertyAddress, PropertyInMind }
alter table applications add column property jsonb;
alter table applications add column board_meeting_date text check (board_meeting_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');
-- the day the letter of offer was generated; null while there is none
alter table applications add column letter_of_offer_on text check (letter_of_offer_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');
alter table applications add column expiry_date text check (expiry_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');
-- replaces "first submit + 14 days" as the deadline of the other applicants
alter table applications add column deadline_override text check (deadline_override ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');
-- the five non-lending preferences (contract NonLendingPreferences), null until chosen
alter table applications add column non_lending jsonb;
-- the disbursement, once made: { AccountNum, Ddate }
alter table applications add column account_dtls jsonb;
alter table applications add column cancelled_at timestamptz;
-- 'submit': the code authorises a submit; 'lookup': it only proves who is back after a status lookup
alter table otp_codes add column purpose text not null default 'submit';
`;
