import { useState } from 'react';
import { Icon } from '../../ui/icon';

/** The user's picture, or the generic account icon when there is none or it fails to load. */
export const Avatar = ({ url }: { url: string | null | undefined }) => {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <Icon name="account" className="h-9 w-9" />;
  return (
    <img
      src={url}
      alt=""
      width={36}
      height={36}
      className="h-9 w-9 rounded-full object-cover"
      onError={() => setFailed(true)}
    />
  );
};
