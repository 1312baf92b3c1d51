import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useCaptcha } from '../../src/ui/captcha';
import { messages, type FinanceStartValues } from '../../src/domain';
import { FormMessage } from './FormMessage';

/** The captcha (spec 1, 7 and 8) bound to the form's `human` flag; an expired pass is un-ticked. */
export function CaptchaField() {
  const { Widget } = useCaptcha();
  const { setFieldValue } = useFormikContext<FinanceStartValues>();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className="field">
      <Widget
        onVerified={() => {
          setFailure(null);
          void setFieldValue('human', true);
        }}
        onExpired={() => void setFieldValue('human', false)}
        onError={(kind) => {
          setFailure(kind === 'load' ? messages.captchaLoadFailed : messages.captchaFailed);
          void setFieldValue('human', false);
        }}
      />
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <FormMessage path="human" />
    </div>
  );
}
