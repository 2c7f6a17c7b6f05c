import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMe } from '../../../data/assistant';
import { errorText } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { logout } from '../../../lib/session';
import { confirmLogout, requireOnline } from '../../../offline';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card-section';
import { Dialog } from '../../../ui/dialog';
import { showSnackbar } from '../../../ui/snackbar-store';
import { TextField } from '../../../ui/text-field';
import { useSupportSession } from '../../../lib/support-session';
import { SupportLockedNotice } from '../../../ui/support-locked-notice';
import { deleteMyAccount, downloadMyData } from '../api/account-data';

const codesOf = (error: unknown): readonly string[] => (error instanceof ApiError ? error.codes : []);

/** 'Download my data' and the account deletion (with its confirmation), on the account screen. */
export const AccountDataSection = () => {
  const support = useSupportSession();
  const me = useMe().data;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    if (!me || !requireOnline()) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadMyData(me.userId);
    } catch (error) {
      setDownloadError(errorText(error));
    } finally {
      setDownloading(false);
    }
  };

  const closeDialog = () => {
    setConfirming(false);
    setPassword('');
    setPasswordError(undefined);
    setDeleteError(null);
  };

  const confirmDelete = async (e: FormEvent) => {
    e.preventDefault();
    if (!me) return;
    if (!password) {
      setPasswordError(t('errors.required-field'));
      return;
    }
    if (!requireOnline()) return;
    setDeleting(true);
    setPasswordError(undefined);
    setDeleteError(null);
    try {
      await deleteMyAccount(me.userId, password);
    } catch (error) {
      setDeleting(false);
      const codes = codesOf(error);
      if (codes.includes('password_incorrect')) setPasswordError(t('errors.password_incorrect'));
      else if (codes.includes('staff_account_not_deletable'))
        setDeleteError(t('errors.staff_account_not_deletable'));
      else setDeleteError(errorText(error));
      return;
    }
    // the account is gone: her queued actions can never be sent, her cached data must not stay
    await confirmLogout(() => Promise.resolve(true));
    await logout();
    queryClient.clear();
    showSnackbar({ text: t('accountData.deleted') });
    await navigate('/login', { replace: true });
  };

  return (
    <CardSection id="account-data-title" title={t('accountData.title')}>
      <p className="m-0">{t('accountData.downloadText')}</p>
      <Button variant="secondary" onClick={() => void download()} disabled={!me || downloading}>
        {downloading ? t('accountData.downloading') : t('accountData.download')}
      </Button>
      {downloadError && (
        <p role="alert" className="m-0 font-semibold text-error">
          {downloadError}
        </p>
      )}
      <hr className="my-2 w-full border-edge" />
      <p className="m-0">{t('accountData.deleteText')}</p>
      {support ? (
        <SupportLockedNotice />
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)} disabled={!me}>
          {t('accountData.delete')}
        </Button>
      )}
      <Dialog open={confirming} title={t('accountData.confirmTitle')} onClose={closeDialog}>
        <form className="flex flex-col gap-3" onSubmit={(e) => void confirmDelete(e)} noValidate>
          <p className="m-0 font-semibold">{t('accountData.removedTitle')}</p>
          <p className="m-0">{t('accountData.removed')}</p>
          <p className="m-0 font-semibold">{t('accountData.keptTitle')}</p>
          <p className="m-0">{t('accountData.kept')}</p>
          <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
            {downloading ? t('accountData.downloading') : t('accountData.downloadFirst')}
          </Button>
          {downloadError && (
            <p role="alert" className="m-0 font-semibold text-error">
              {downloadError}
            </p>
          )}
          <TextField
            label={t('accountData.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={(e) => setPassword(e.target.value)}
          />
          {deleteError && (
            <p role="alert" className="m-0 font-semibold text-error">
              {deleteError}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="text" onClick={closeDialog}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" type="submit" disabled={deleting}>
              {t('accountData.confirmDelete')}
            </Button>
          </div>
        </form>
      </Dialog>
    </CardSection>
  );
};
