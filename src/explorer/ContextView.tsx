import { useMemo, useState } from 'react';

/**
 * A journey's context as a tree: one collapsible line per record and list, with what the last step
 * changed marked (and its branches open), so a full application's context stays readable.
 */
const LONG = 60;

type Path = string;
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) && !(v instanceof Error) && !(typeof Blob !== 'undefined' && v instanceof Blob);
const isBranch = (v: unknown): v is Record<string, unknown> | unknown[] => Array.isArray(v) || isRecord(v);
const entriesOf = (v: Record<string, unknown> | unknown[]): [string, unknown][] => (Array.isArray(v) ? v.map((x, i): [string, unknown] => [String(i), x]) : Object.entries(v).filter(([, x]) => typeof x !== 'function'));
const childOf = (v: Record<string, unknown> | unknown[], k: string): unknown => (Array.isArray(v) ? v[Number(k)] : v[k]);
const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0) || (isRecord(v) && Object.keys(v).length === 0);

/** Every path whose value differs between the two contexts, and every branch above one. */
export function changedPaths(now: unknown, before: unknown, path: Path = ''): Set<Path> {
  const out = new Set<Path>();
  const walk = (a: unknown, b: unknown, p: Path): boolean => {
    let changed = false;
    if (isBranch(a) && isBranch(b) && Array.isArray(a) === Array.isArray(b)) {
      const keys = new Set([...entriesOf(a).map(([k]) => k), ...entriesOf(b).map(([k]) => k)]);
      for (const k of keys) if (walk(childOf(a, k), childOf(b, k), `${p}/${k}`)) changed = true;
    } else changed = JSON.stringify(a) !== JSON.stringify(b) || (a === undefined) !== (b === undefined);
    if (changed) out.add(p);
    return changed;
  };
  walk(now, before, path);
  return out;
}

function leafText(v: unknown): string {
  if (v === null || v === undefined) return String(v);
  if (typeof v === 'string') return JSON.stringify(v);
  if (v instanceof Date) return v.toISOString();
  if (v instanceof Error) return `${v.name}: ${v.message}`;
  if (typeof File !== 'undefined' && v instanceof File) return `File ${v.name}`;
  if (Array.isArray(v)) return '[]';
  if (isRecord(v)) return '{}';
  return String(v);
}

function Leaf({ v }: { v: unknown }) {
  const text = leafText(v);
  return text.length > LONG ? <span className="ctx-value" title={text}>{`${text.slice(0, LONG - 1)}…`}</span> : <span className="ctx-value">{text}</span>;
}

function Node({ name, value, path, changed, hideEmpty }: { name: string; value: unknown; path: Path; changed: Set<Path>; hideEmpty: boolean }) {
  const mark = changed.has(path) ? ' changed' : '';
  if (!isBranch(value) || entriesOf(value).length === 0)
    return (
      <li className={`ctx-leaf${mark}`} data-path={path}>
        <span className="ctx-key">{name}</span>: <Leaf v={value} />
      </li>
    );
  const entries = entriesOf(value);
  const shown = hideEmpty ? entries.filter(([, v]) => !isEmpty(v)) : entries;
  return (
    <li className={`ctx-branch${mark}`} data-path={path}>
      <details open={Boolean(mark)}>
        <summary>
          <span className="ctx-key">{name}</span> <span className="ctx-size">{Array.isArray(value) ? `[${value.length}]` : `{${entries.length} fields}`}</span>
        </summary>
        <ul>
          {shown.map(([k, v]) => (
            <Node key={k} name={k} value={v} path={`${path}/${k}`} changed={changed} hideEmpty={hideEmpty} />
          ))}
        </ul>
      </details>
    </li>
  );
}

export function ContextView({ context, previous, title = 'Context', changeWords = 'Changed by the last step' }: {
  context: unknown;
  /** The context before the change to mark; none at the start. */
  previous?: unknown;
  title?: string;
  changeWords?: string;
}) {
  const [hideEmpty, setHideEmpty] = useState(true);
  const [changedOnly, setChangedOnly] = useState(false);
  const changed = useMemo(() => (previous === undefined ? new Set<Path>() : changedPaths(context, previous)), [context, previous]);
  const entries = isBranch(context) ? entriesOf(context) : [];
  const shown = entries.filter(([k, v]) => (changedOnly ? changed.has(`/${k}`) : !hideEmpty || !isEmpty(v) || changed.has(`/${k}`)));
  const changedTop = entries.filter(([k]) => changed.has(`/${k}`)).map(([k]) => k);
  return (
    <section className="context-view" aria-label={title}>
      <h3>{title}</h3>
      <p className="hint ctx-summary" data-testid="ctx-changed">
        {previous === undefined ? 'Nothing changed yet.' : changedTop.length ? `${changeWords}: ${changedTop.join(', ')}` : 'The last step changed nothing.'}
      </p>
      <div className="ctx-filters">
        <label>
          <input type="checkbox" checked={hideEmpty} onChange={(e) => setHideEmpty(e.target.checked)} /> Hide empty fields
        </label>
        <label>
          <input type="checkbox" checked={changedOnly} onChange={(e) => setChangedOnly(e.target.checked)} /> Only what changed
        </label>
        <span className="hint">
          {shown.length} of {entries.length} shown
        </span>
      </div>
      <ul className="ctx-tree" aria-label={`${title} fields`}>
        {shown.map(([k, v]) => (
          <Node key={k} name={k} value={v} path={`/${k}`} changed={changed} hideEmpty={hideEmpty} />
        ))}
      </ul>
    </section>
  );
}
