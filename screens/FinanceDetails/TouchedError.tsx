import type { FieldMetaProps } from 'formik';

/** A field's message once the applicant has left it (or submitted). */
export function TouchedError({ meta }: { meta: FieldMetaProps<unknown> }) {
  if (!meta.touched || !meta.error) return null;
  return (
    <p className="field-error" role="alert">
      {meta.error}
    </p>
  );
}
