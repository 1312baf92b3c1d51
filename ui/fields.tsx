import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

interface BaseProps {
  name: string;
  label: string;
  hint?: ReactNode;
}

/**
 * Shows a field's message once it was touched or the form was submitted. A message with a line break
 * shows on separate lines (spec 2, 5: the person form's blank message is two lines).
 */
function FieldError({ name, error, touched }: { name: string; error?: string; touched: boolean }) {
  if (!error || !touched) return null;
  const lines = error.split('\n');
  return (
    <p className="field-error" id={`${name}-error`} role="alert">
      {lines.length === 1
        ? error
        : lines.map((line, i) => (
            <span key={i} className="field-error-line">
              {line}
            </span>
          ))}
    </p>
  );
}

export function TextField({ name, label, hint, ...rest }: BaseProps & InputHTMLAttributes<HTMLInputElement>) {
  const [field, meta] = useField(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      {hint && <p className="hint">{hint}</p>}
      <input id={name} {...field} value={field.value ?? ''} {...rest} aria-invalid={invalid} aria-describedby={invalid ? `${name}-error` : undefined} />
      <FieldError name={name} error={meta.error} touched={meta.touched} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  options,
  placeholder = 'Please select',
  ...rest
}: BaseProps & { options: readonly { code: string; label: string }[]; placeholder?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const [field, meta] = useField(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <select id={name} {...field} value={field.value ?? ''} {...rest} aria-invalid={invalid} aria-describedby={invalid ? `${name}-error` : undefined}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError name={name} error={meta.error} touched={meta.touched} />
    </div>
  );
}

export function RadioGroup({
  name,
  label,
  options,
  disabled,
}: BaseProps & { options: readonly { code: string; label: string }[]; disabled?: boolean }) {
  const [field, meta] = useField(name);
  return (
    <fieldset className="field radio-group">
      <legend>{label}</legend>
      {options.map((o) => (
        <label key={o.code} className="radio">
          <input
            type="radio"
            name={name}
            value={o.code}
            checked={field.value === o.code}
            disabled={disabled}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
          {o.label}
        </label>
      ))}
      <FieldError name={name} error={meta.error} touched={meta.touched} />
    </fieldset>
  );
}

export function CheckboxField({ name, label, disabled, onBlockedClick }: BaseProps & { disabled?: boolean; onBlockedClick?: () => void }) {
  const [field, meta] = useField({ name, type: 'checkbox' });
  return (
    <div className="field checkbox">
      <label onClick={disabled ? onBlockedClick : undefined}>
        <input type="checkbox" {...field} disabled={disabled} />
        {label}
      </label>
      <FieldError name={name} error={meta.error} touched={meta.touched} />
    </div>
  );
}

/** A read-only label/value pair, for data that came from the registry or the identity service. */
export function ReadOnly({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="readonly">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value === '' || value == null ? '-' : value}</dd>
    </div>
  );
}
