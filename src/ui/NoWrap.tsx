import type { ReactNode } from 'react';

/** A value that must not break across lines, such as a date: browsers otherwise break "14-06-2025" after a hyphen. */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span className="nowrap">{children}</span>;
}

/** Sentences in the bank's date format (dd-mm-yyyy), each date kept on one line. */
export function DatesUnbroken({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\b\d{2}-\d{2}-\d{4}\b)/).map((part, i) => (i % 2 === 1 ? <NoWrap key={i}>{part}</NoWrap> : part))}
    </>
  );
}
