import { Link } from 'react-router';

export const card = 'flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm';

/** A short message in a card, with an optional link. */
export const Notice = ({ text, link }: { text: string; link?: { to: string; label: string } }) => (
  <div className={`${card} items-start`}>
    <p className="m-0">{text}</p>
    {link && (
      <Link to={link.to} className="flex min-h-11 items-center font-semibold text-primary underline">
        {link.label}
      </Link>
    )}
  </div>
);
