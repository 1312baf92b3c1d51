import { useId, useState, type ChangeEvent } from 'react';
import { mergeCoverage, parseCoverage, type Coverage } from './coverageOverlay';

/** 'Load coverage…': one or more coverage JSON files, merged with what is shown already. */
export function CoverageControl({ coverage, onChange }: { coverage: Coverage | null; onChange: (c: Coverage | null) => void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const load = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    try {
      const parsed = await Promise.all(files.map(async (f) => parseCoverage(await f.text(), f.name)));
      setError(null);
      if (parsed.length) onChange(mergeCoverage(parsed, coverage ?? undefined));
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <div className="coverage-control">
      <label htmlFor={id} className="file-button">
        Load coverage…
      </label>
      <input id={id} type="file" accept=".json,application/json" multiple onChange={load} className="visually-hidden" />
      {coverage && (
        <button type="button" className="secondary" onClick={() => onChange(null)}>
          Clear coverage
        </button>
      )}
      {error && (
        <span role="alert" className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
