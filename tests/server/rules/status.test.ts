import { describe, expect, it } from 'vitest';
import { deadlineOf, effectiveStatus, isOver, lookupStatus, type EffectiveStatus, type StatusFacts } from '../../../server/areas/status/rules';

// Singapore is UTC+8: 02:00 UTC is 10:00 in Singapore, the same calendar day.
const at = (iso: string) => new Date(`${iso}T02:00:00Z`);

const draft: StatusFacts = { status: 'Draft', progress: '', created_at: at('2026-03-01'), submitted_at: null, deadline_override: null };
const pending: StatusFacts = {
  status: 'Submitted',
  progress: 'application_pending',
  created_at: at('2026-03-01'),
  submitted_at: at('2026-03-02'),
  deadline_override: null,
};

describe('the status on a given day', () => {
  it('keeps a draft for 30 days, then reports it expired', () => {
    expect(effectiveStatus(draft, at('2026-03-31'))).toBe('Draft');
    expect(effectiveStatus(draft, new Date('2026-03-31T02:00:01Z'))).toBe('Expired');
  });

  it('gives the other applicants of a pending application 14 days after the first submit', () => {
    expect(effectiveStatus(pending, at('2026-03-16'))).toBe('Submitted');
    expect(effectiveStatus(pending, new Date('2026-03-16T02:00:01Z'))).toBe('Expired');
  });

  it('lets the officer\'s deadline stand instead: the application expires once that Singapore day is over', () => {
    const moved = { ...pending, deadline_override: '2026-04-01' };
    expect(effectiveStatus(moved, new Date('2026-04-01T15:59:59Z'))).toBe('Submitted');
    expect(effectiveStatus(moved, new Date('2026-04-01T16:00:00Z'))).toBe('Expired');
  });

  it('never expires a complete application, nor changes one that is over', () => {
    const complete = { ...pending, progress: 'application_complete' };
    expect(effectiveStatus(complete, at('2027-01-01'))).toBe('Submitted');
    expect(effectiveStatus({ ...pending, status: 'Cancelled' }, at('2027-01-01'))).toBe('Cancelled');
  });

  it('counts cancelled, rejected and expired applications as over', () => {
    const all: EffectiveStatus[] = ['Draft', 'Submitted', 'Cancelled', 'Rejected', 'Expired'];
    expect(all.filter(isOver)).toEqual([
      'Cancelled',
      'Rejected',
      'Expired',
    ]);
  });
});

describe('StatusDtls.Deadline (dd-mm-yyyy)', () => {
  it('is empty before the first submit, then 14 days after it, or the officer\'s day', () => {
    expect(deadlineOf(draft)).toBe('');
    expect(deadlineOf(pending)).toBe('16-03-2026');
    expect(deadlineOf({ ...pending, deadline_override: '2026-04-01' })).toBe('01-04-2026');
  });
});

describe('the status lookup\'s status (spec 2, 4)', () => {
  it('names an application that is over, else says whether this person has submitted their part', () => {
    expect(lookupStatus('Expired', false)).toBe('EXPIRED');
    expect(lookupStatus('Cancelled', true)).toBe('CANCELLED');
    expect(lookupStatus('Rejected', true)).toBe('REJECTED');
    expect(lookupStatus('Submitted', true)).toBe('SUBMITTED');
    expect(lookupStatus('Submitted', false)).toBe('');
    expect(lookupStatus('Draft', false)).toBe('');
  });
});
