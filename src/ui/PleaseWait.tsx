/**
 * The please-wait overlay: covers the page while the bank answers, or while a part of the page the
 * applicant must see first (a declaration pop-up) is still loading, so no press lands on what lies behind.
 */
export function PleaseWait() {
  return (
    <div className="overlay" role="status" aria-live="polite" data-testid="please-wait">
      <div className="spinner" aria-hidden="true" />
      <p>Please wait...</p>
    </div>
  );
}
