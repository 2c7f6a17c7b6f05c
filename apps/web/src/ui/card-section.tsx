import type { ReactNode } from 'react';

/** A white card on the page background (design guide, section 2). */
export const cardClass = 'flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm';

/** A card named by its own title: the `h2` labels the section, so screen readers announce it by name. */
export const CardSection = ({
  id,
  title,
  className = cardClass,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className={className}>
    <h2 id={id} className="m-0 text-[1.2rem] font-bold">
      {title}
    </h2>
    {children}
  </section>
);
