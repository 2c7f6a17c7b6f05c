/**
 * The unread count on a header icon (messages, notifications): hidden from assistive technologies (the
 * link's accessible name says the count), nothing at 0, '99+' above 99.
 */
export const CountBadge = ({ count }: { count: number }) =>
  count > 0 ? (
    <span
      aria-hidden="true"
      className="absolute top-1 right-0.5 min-w-5 rounded-full bg-error px-1 text-center text-[0.85rem] leading-5 font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  ) : null;
