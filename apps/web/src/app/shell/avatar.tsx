import type { Assistant } from '@relais/domain/rules';
import { usePicture } from '../../data/avatar';
import { AvatarView } from '../../ui/avatar-view';

/** The header's avatar: the user's picture, or her initials on her colour when there is none or it fails. */
export const Avatar = ({ me }: { me: Assistant | undefined }) => {
  const picture = usePicture(me?.userId, me?.avatarUrl);
  return <AvatarView src={picture.data} person={me} size={36} />;
};
