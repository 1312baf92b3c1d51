import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';

/*
 * Inputs of the balance and commitment popups. They edit a draft row, not the Formik form the popup
 * sits in, so they are plain controlled inputs with the same markup as ui/fields.
 */

interface Base {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

function Message({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field-error" id={`${id}-error`} role="alert">
      {error}
    </p>
  ) : null;
}

export function PlainInput({ id, label, error, hint, ...rest }: Base & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && <p className="hint">{hint}</p>}
      <input id={id} {...rest} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} />
      <Message id={id} error={error} />
    </div>
  );
}

export function PlainSelect({
  id,
  label,
  error,
  options,
  ...rest
}: Base & { options: readonly { code: string; label: string }[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...rest} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">Please select</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </select>
      <Message id={id} error={error} />
    </div>
  );
}
