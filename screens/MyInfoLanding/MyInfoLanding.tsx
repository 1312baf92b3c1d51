import { lazy, Suspense } from 'react';
import type { Persona } from '../../src/contract';
import { Actions, Page } from '../../src/ui/layout';
import { ConsentPopup } from '../shared/ConsentPopup';
import { useMyInfoLanding, type LandingStage } from './useMyInfoLanding';

/** Compiled into SIM builds only (vite.config.ts): elsewhere the page has no NRIC entry to load. */
const SandboxSignIn = __SANDBOX_SIGN_IN__ ? lazy(() => import('./SandboxSignIn')) : null;

interface Props {
  referenceNo: string | null;
  stage: LandingStage;
  invalid: boolean;
  personas: readonly Persona[];
  confirm: (code: string) => void;
  proceed: () => void;
  goAgain: () => void;
  home: () => void;
}

/** Spec 2, 2.15: the three benefit lists of the landing (their wording is ours; the spec names them only). */
function Benefits() {
  return (
    <div className="benefits">
      <section aria-labelledby="benefit-faster">
        <h2 id="benefit-faster">Faster</h2>
        <ul>
          <li>Your personal and business details are filled in for you.</li>
          <li>Fewer documents to upload.</li>
        </ul>
      </section>
      <section aria-labelledby="benefit-accurate">
        <h2 id="benefit-accurate">Accurate</h2>
        <ul>
          <li>Details come straight from government sources.</li>
          <li>No typing mistakes to correct later.</li>
        </ul>
      </section>
      <section aria-labelledby="benefit-secure">
        <h2 id="benefit-secure">Secure</h2>
        <ul>
          <li>You sign in with Singpass and decide what is shared.</li>
          <li>The bank receives only what this application needs.</li>
        </ul>
      </section>
    </div>
  );
}

/**
 * Spec 2, 2.15: the identity-service landing and return page. A resumed application consents here; the
 * browser then leaves for the provider and comes back to this page with code and state.
 */
export function MyInfoLandingView({ referenceNo, stage, invalid, personas, confirm, proceed, goAgain, home }: Props) {
  return (
    <Page title="Welcome" intro={<p>Application number: <strong data-testid="reference-no">{referenceNo}</strong></p>}>
      {stage === 'consent' && (
        <>
          <Benefits />
          <ConsentPopup onBack={home} onProceed={proceed} />
        </>
      )}
      {(stage === 'leaving' || stage === 'again') && (
        <>
          {stage === 'leaving' ? (
            <>
              <p role="status">Taking you to Singpass to retrieve your Myinfo…</p>
              <p>If nothing happens, or you came back from Singpass without finishing, you can go again.</p>
            </>
          ) : (
            <p role="status">Your Myinfo could not be retrieved this time. You can sign in with Singpass again.</p>
          )}
          <Actions>
            <button type="button" onClick={goAgain}>
              Continue to Singpass
            </button>
            <button type="button" className="secondary" onClick={home}>
              Back To Home
            </button>
          </Actions>
        </>
      )}
      {stage === 'sandbox' && SandboxSignIn && (
        <Suspense fallback={null}>
          <SandboxSignIn invalid={invalid} personas={personas} confirm={confirm} />
        </Suspense>
      )}
    </Page>
  );
}

export default function MyInfoLanding() {
  return <MyInfoLandingView {...useMyInfoLanding()} />;
}
