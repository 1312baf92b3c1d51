/**
 * Each authorised person accepts the declarations for themselves (spec 2, 2.2 and 6): the first user
 * before the first submit, another applicant when they resume. declarations_accepted_at stays the
 * first user's; this map holds the others', keyed like submitted_applicants (Applicant2 .. Applicant5).
 */
export const sql = `
alter table applications add column declared_applicants jsonb not null default '{}'::jsonb;
`;
