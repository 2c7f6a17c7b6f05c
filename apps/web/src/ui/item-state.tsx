import { t } from '../lib/i18n';

/** A screen's line while its item loads. */
export const ItemLoading = ({ text }: { text: string }) => (
  <p role="status" className="m-0 text-muted">
    {text}
  </p>
);

type Back = { backLabel: string; onBack: () => void };

const BackButton = ({ backLabel, onBack }: Back) => (
  <button type="button" className="min-h-11 font-semibold text-primary underline" onClick={onBack}>
    {backLabel}
  </button>
);

/** What an edit screen shows when its item does not exist (deleted, or another user's), with a way back. */
export const ItemMissing = ({ text, backLabel, onBack }: { text: string } & Back) => (
  <div className="flex flex-col items-start gap-3 rounded-xl bg-white p-4 shadow-sm">
    <p className="m-0">{text}</p>
    <BackButton backLabel={backLabel} onBack={onBack} />
  </div>
);

/** Spec 8, 403 on an item screen: 'Access denied' as the title, why, and a way back. */
export const ItemDenied = ({ backLabel, onBack }: Back) => (
  <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-white p-4 shadow-sm">
    <h2 className="m-0 text-[1.15rem] font-bold">{t('errors.access_denied')}</h2>
    <p className="m-0">{t('common.accessDeniedText')}</p>
    <BackButton backLabel={backLabel} onBack={onBack} />
  </div>
);

/** An edit screen without its item: still loading, denied (403), or missing — each with its way back. */
export const ItemUnavailable = ({
  loading,
  denied,
  loadingText,
  missingText,
  ...back
}: { loading: boolean; denied: boolean; loadingText: string; missingText: string } & Back) => {
  if (loading) return <ItemLoading text={loadingText} />;
  if (denied) return <ItemDenied {...back} />;
  return <ItemMissing text={missingText} {...back} />;
};
