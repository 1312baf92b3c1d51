import type { ReactNode } from 'react';

export function Page({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      {intro && <div className="intro">{intro}</div>}
      {children}
    </section>
  );
}

/** A collapsible section (spec 1, 2.5: sections expand and collapse). */
export function Section({ title, children, open = true }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className="section" open={open}>
      <summary>{title}</summary>
      <div className="section-body">{children}</div>
    </details>
  );
}

export function Actions({ children }: { children: ReactNode }) {
  return <div className="actions">{children}</div>;
}
