import { config } from '../config';
import { clearSession } from './persistence';

/** Spec 1, 2.5: CLOSE clears session data and leaves for the configured cancel link. */
export function Header() {
  const close = () => {
    clearSession();
    window.location.assign(config.cancelLink);
  };
  return (
    <header className="app-header">
      <span className="brand">SME e-Financing</span>
      {config.mode !== 'PROD' && <span className="mode-badge">{config.mode}</span>}
      <button type="button" className="close" onClick={close}>
        CLOSE
      </button>
    </header>
  );
}
