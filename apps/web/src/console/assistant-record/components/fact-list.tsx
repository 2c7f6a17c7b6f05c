import type { ReactNode } from 'react';

/** A card of facts: a term and its value per line. */
export const FactList = ({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) => (
  <dl className="m-0 grid grid-cols-[minmax(10rem,max-content)_1fr] gap-x-4 gap-y-2 rounded-lg border border-edge bg-white p-4">
    {facts.map(([term, value]) => (
      <div key={term} className="contents">
        <dt className="font-semibold">{term}</dt>
        <dd className="m-0">{value}</dd>
      </div>
    ))}
  </dl>
);
