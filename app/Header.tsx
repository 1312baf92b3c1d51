import { config } from '../config';
import { JourneyContext } from '../machines/journeyContext';
import { signOut } from './signOut';

/** Spec 1, 2.5: CLOSE ends the session (at the bank too), clears session data and leaves for the cancel link. */
export function Header() {
  const token = JourneyContext.useSelector((s) => s.context.token);
  return (
    <header className="app-header">
      <span className="brand">SME e-Financing</span>
      {config.mode !== 'PROD' && <span className="mode-badge">{config.mode}</span>}
      <button type="button" className="close" onClick={() => signOut(token)}>
        CLOSE
      </button>
    </header>
  );
}
