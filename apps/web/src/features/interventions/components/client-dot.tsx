/** A client's colour, as a small decorative dot (the client's name is always written next to it). */
export const ClientDot = ({
  color,
  className = 'h-3.5 w-3.5',
}: {
  color: string | undefined;
  className?: string;
}) => (
  <span
    aria-hidden="true"
    className={`inline-block shrink-0 rounded-full border border-edge ${className}`}
    style={{ backgroundColor: color || 'transparent' }}
  />
);
