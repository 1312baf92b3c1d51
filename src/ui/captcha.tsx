import { createContext, useContext, useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * The captcha behind `features.captcha` (spec 1, 7: a widget verified in the browser). A provider
 * is one widget; the SIM one is a checkbox, and a reCAPTCHA provider can be slotted in through
 * `CaptchaContext` without touching the screens.
 */
export interface CaptchaWidgetProps {
  /** The user passed the check; the token is what a server-side verification would take. */
  onVerified: (token: string) => void;
  /** The pass timed out: the screen un-ticks it (spec 1, 8). */
  onExpired: () => void;
  /** 'load': the widget could not be loaded; 'verify': the check itself failed. */
  onError: (kind: 'load' | 'verify') => void;
}

export interface CaptchaProvider {
  name: string;
  Widget: ComponentType<CaptchaWidgetProps>;
}

/** How long a SIM pass lasts: reCAPTCHA's 2 minutes (ours). */
export const SIM_CAPTCHA_EXPIRY_MS = 120_000;

function SimCaptchaWidget({ onVerified, onExpired }: CaptchaWidgetProps) {
  const [checked, setChecked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const toggle = (on: boolean) => {
    clearTimeout(timer.current);
    setChecked(on);
    if (!on) return onExpired();
    onVerified('sim-captcha-token');
    timer.current = setTimeout(() => {
      setChecked(false);
      onExpired();
    }, SIM_CAPTCHA_EXPIRY_MS);
  };
  return (
    <div className="field checkbox captcha" data-testid="captcha">
      <label>
        <input type="checkbox" checked={checked} onChange={(e) => toggle(e.target.checked)} /> I'm not a robot
      </label>
    </div>
  );
}

export const simCaptcha: CaptchaProvider = { name: 'SIM', Widget: SimCaptchaWidget };

export const CaptchaContext = createContext<CaptchaProvider>(simCaptcha);

export function useCaptcha(): CaptchaProvider {
  return useContext(CaptchaContext);
}
