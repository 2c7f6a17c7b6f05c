import { useCallback, useState } from 'react';
import { useMe } from '../../../data/assistant';
import { usePicture } from '../../../data/avatar';
import { t, type TranslationKey } from '../../../lib/i18n';
import { submitAction } from '../../../offline';
import { AvatarView } from '../../../ui/avatar-view';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card-section';
import { Dialog } from '../../../ui/dialog';
import { FilePickButton } from '../../../ui/file-pick-button';
import { removeAvatarAction, setAvatarAction } from '../api/avatar-actions';
import { AvatarCropper, type CroppedPicture } from './avatar-cropper';

const IMAGE_ERRORS = new Set(['image_blank', 'image_unreadable', 'image_too_big']);
const errorKey = (code: string): TranslationKey =>
  IMAGE_ERRORS.has(code) ? (`avatar.errors.${code}` as TranslationKey) : 'avatar.errors.image_unreadable';

/**
 * The account screen's avatar: the picture (or the initials on her colour), 'Change the picture'
 * (pick, crop to a square, compressed, sent through the outbox with the file) and 'Remove'.
 */
export const AvatarSection = () => {
  const me = useMe().data;
  const picture = usePicture(me?.userId, me?.avatarUrl);
  const [picked, setPicked] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = useCallback(() => setPicked(null), []);
  const onError = useCallback((code: string) => {
    setPicked(null);
    setError(code);
  }, []);

  const use = async ({ file, preview }: CroppedPicture) => {
    setPicked(null);
    if (!me) return;
    await submitAction(
      setAvatarAction,
      { userId: me.userId, preview },
      { sent: 'avatar.sent', queued: 'avatar.queued' },
      [file],
    );
  };

  const remove = async () => {
    if (!me) return;
    await submitAction(
      removeAvatarAction,
      { userId: me.userId },
      { sent: 'avatar.removed', queued: 'avatar.queued' },
    );
  };

  const name = me ? `${me.firstName} ${me.lastName}`.trim() : '';
  return (
    <CardSection id="avatar-title" title={t('avatar.title')}>
      <div className="flex items-center gap-4">
        <AvatarView
          src={picture.data}
          person={me}
          size={96}
          label={me?.avatarUrl ? t('avatar.pictureOf', { name }) : t('avatar.initialsOf', { name })}
        />
        <div className="flex flex-col gap-2">
          <FilePickButton
            label={me?.avatarUrl ? t('avatar.change') : t('avatar.add')}
            accept="image/jpeg,image/png"
            disabled={!me}
            onPick={(file) => {
              setError(null);
              setPicked(file);
            }}
          />
          {me?.avatarUrl && (
            <Button variant="text" onClick={() => void remove()}>
              {t('avatar.remove')}
            </Button>
          )}
        </div>
      </div>
      <p className="m-0 text-muted">{t('avatar.hint')}</p>
      {error && (
        <p role="alert" className="m-0 font-semibold text-error">
          {t(errorKey(error))}
        </p>
      )}
      <Dialog open={picked !== null} title={t('avatar.cropTitle')} onClose={close}>
        {picked && (
          <AvatarCropper file={picked} onCancel={close} onCropped={(p) => void use(p)} onError={onError} />
        )}
      </Dialog>
    </CardSection>
  );
};
