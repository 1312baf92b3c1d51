import type { ReactNode } from 'react';

/** A value that must not break across lines, such as a date: browsers otherwise break "14-06-2025" after a hyphen. */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span className="nowrap">{children}</span>;
}
