import { useFormikContext } from 'formik';

/** A submit message for a path with no single input of its own (product, purpose, captcha). */
export function FormMessage({ path }: { path: string }) {
  const { errors, submitCount } = useFormikContext<Record<string, unknown>>();
  const error = (errors as Record<string, string | undefined>)[path];
  if (!error || submitCount === 0) return null;
  return (
    <p className="field-error" id={`${path}-error`} role="alert">
      {error}
    </p>
  );
}
