import { useField, useFormikContext, type FieldMetaProps } from 'formik';
import { useMemo, useState, type FocusEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface BaseProps {
  name: string;
  label: string;
  hint?: ReactNode;
}

/**
 * The message a touched field shows, unless the field came onto the page already touched: Formik marks
 * every field touched on a submit, shown or not, so a field revealed by a later answer (the AIP property
 * page's sections) would open red. Such a field shows its message once the user leaves it or submits again.
 */
export function useShownError(meta: FieldMetaProps<unknown>) {
  const { submitCount } = useFormikContext();
  const [shownSince] = useState(submitCount);
  const [touchedWhenShown] = useState(meta.touched);
  const [left, setLeft] = useState(false);
  const fresh = touchedWhenShown && !left && submitCount === shownSince;
  const error = meta.error && meta.touched && !fresh ? meta.error : undefined;
  return { error, leave: () => setLeft(true) };
}

/**
 * Shows a field's message (see useShownError). A message with a line break
 * shows on separate lines (spec 2, 5: the person form's blank message is two lines).
 */
export function FieldError({ name, error }: { name: string; error?: string }) {
  if (!error) return null;
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

export function TextField({ name, label, hint, onBlur, ...rest }: BaseProps & InputHTMLAttributes<HTMLInputElement>) {
  const [field, meta] = useField(name);
  const { error, leave } = useShownError(meta);
  const blur = (e: FocusEvent<HTMLInputElement>) => {
    field.onBlur(e);
    onBlur?.(e);
    leave();
  };
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      {hint && <p className="hint">{hint}</p>}
      <input id={name} {...field} value={field.value ?? ''} {...rest} onBlur={blur} aria-invalid={Boolean(error)} aria-describedby={error ? `${name}-error` : undefined} />
      <FieldError name={name} error={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  options,
  placeholder = 'Please select',
  onBlur,
  ...rest
}: BaseProps & { options: readonly { code: string; label: string }[]; placeholder?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const [field, meta] = useField(name);
  const { error, leave } = useShownError(meta);
  const blur = (e: FocusEvent<HTMLSelectElement>) => {
    field.onBlur(e);
    onBlur?.(e);
    leave();
  };
  // Every keystroke anywhere in a Formik form renders every field again; the same option elements let React
  // skip a country list's 250 options instead of comparing them all on each key a phone user presses.
  const optionElements = useMemo(
    () =>
      options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.label}
        </option>
      )),
    [options],
  );
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <select id={name} {...field} value={field.value ?? ''} {...rest} onBlur={blur} aria-invalid={Boolean(error)} aria-describedby={error ? `${name}-error` : undefined}>
        <option value="">{placeholder}</option>
        {optionElements}
      </select>
      <FieldError name={name} error={error} />
    </div>
  );
}

export function RadioGroup({
  name,
  label,
  hint,
  options,
  disabled,
}: BaseProps & { options: readonly { code: string; label: string }[]; disabled?: boolean }) {
  const [field, meta] = useField(name);
  const { error, leave } = useShownError(meta);
  // A hint says why a choice is disabled: a disabled radio cannot take the focus, so the group carries it.
  return (
    <fieldset className="field radio-group" aria-describedby={hint ? `${name}-hint` : undefined}>
      <legend>{label}</legend>
      {hint && (
        <p className="hint" id={`${name}-hint`}>
          {hint}
        </p>
      )}
      {options.map((o) => (
        <label key={o.code} className="radio">
          <input
            type="radio"
            name={name}
            value={o.code}
            checked={field.value === o.code}
            disabled={disabled}
            onChange={field.onChange}
            onBlur={(e) => {
              field.onBlur(e);
              leave();
            }}
          />
          {o.label}
        </label>
      ))}
      <FieldError name={name} error={error} />
    </fieldset>
  );
}

export function CheckboxField({ name, label, disabled, onBlockedClick }: BaseProps & { disabled?: boolean; onBlockedClick?: () => void }) {
  const [field, meta] = useField({ name, type: 'checkbox' });
  const { error, leave } = useShownError(meta);
  return (
    <div className="field checkbox">
      <label onClick={disabled ? onBlockedClick : undefined}>
        <input
          type="checkbox"
          {...field}
          disabled={disabled}
          onBlur={(e) => {
            field.onBlur(e);
            leave();
          }}
        />
        {label}
      </label>
      <FieldError name={name} error={error} />
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
