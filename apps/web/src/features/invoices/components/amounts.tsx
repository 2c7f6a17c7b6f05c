import type { ReactNode } from 'react';

/** One label and its amount (or value) in a `dl`; `strong` for a total, `name` marks it for the tests. */
export const AmountRow = ({
  label,
  value,
  strong = false,
  name,
}: {
  label: string;
  value: string;
  strong?: boolean;
  name?: string;
}) => (
  <div className="flex items-baseline justify-between gap-3" data-total={name}>
    <dt className={strong ? 'font-bold' : 'text-muted'}>{label}</dt>
    <dd className={`m-0 text-right tabular-nums break-words ${strong ? 'font-bold' : ''}`}>{value}</dd>
  </div>
);

const HEADING = {
  2: { tag: 'h2', heading: 'm-0 text-[1.2rem] font-bold', list: 'm-0 flex flex-col gap-1' },
  3: { tag: 'h3', heading: 'm-0 text-[1.1rem] font-bold', list: 'm-0 flex flex-col gap-0.5' },
} as const;

/** A box of amounts named by its title: a page's section (level 2) or a part of a form (level 3). */
export const AmountsBox = ({
  title,
  level,
  className,
  children,
}: {
  title: string;
  level: 2 | 3;
  className: string;
  children: ReactNode;
}) => {
  const { tag: Heading, heading, list } = HEADING[level];
  return (
    <section aria-label={title} className={className}>
      <Heading className={heading}>{title}</Heading>
      <dl className={list}>{children}</dl>
    </section>
  );
};
