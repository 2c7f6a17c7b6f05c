import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { discard, requireOnline, submitAction, usePendingActions, useUserId } from '../../../offline';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card-section';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { FilePickButton } from '../../../ui/file-pick-button';
import { QueryState } from '../../../ui/query-state';
import { uploadCvAction } from '../api/curriculum-actions';
import { downloadCv, useCv } from '../api/curriculum-queries';
import { cvPickError, sizeText } from '../model/cv-pick';

const HEAD_BYTES = 16;
const ERROR_ID = 'cv-file-error';

const size = (bytes: number) => {
  const s = sizeText(bytes);
  return t(s.key, { n: s.n });
};

/**
 * The CV file: the current one (name, size, date, download), a PDF picked to send or replace it
 * (checked at once; queued with its bytes when offline, shown 'awaiting connection' until the server
 * has it), and an upload the server refused, with its reason.
 */
export const CvSection = () => {
  const userId = useUserId() ?? '';
  const cv = useCv();
  const pending = usePendingActions(uploadCvAction);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const current = cv.data?.cv ?? null;
  const waiting = pending.filter((a) => a.state !== 'parked');
  const refused = pending.filter((a) => a.state === 'parked');

  const picked = async (file: File) => {
    const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    const problem = cvPickError({ name: file.name, size: file.size, bytes: head });
    setError(problem ? t(problem) : null);
    if (problem) return;
    await submitAction(
      uploadCvAction,
      { assistantId: userId, name: file.name, size: file.size },
      { sent: 'curriculum.cvSent', queued: 'curriculum.cvSentOffline' },
      [file],
    );
  };

  const download = (fileId: string) => {
    if (!requireOnline()) return;
    setDownloading(true);
    downloadCv(userId, fileId)
      .catch(showErrorDialog)
      .finally(() => setDownloading(false));
  };

  return (
    <CardSection id="cv-title" title={t('curriculum.cvTitle')}>
      <p className="m-0 text-sm text-muted">{t('curriculum.cvHint')}</p>
      {cv.data === undefined ? (
        <QueryState query={cv} area="curriculum" />
      ) : current ? (
        <div className="flex flex-wrap items-center justify-between gap-2" data-cv-state="stored">
          <div className="flex min-w-0 flex-col">
            <span className="break-all font-semibold">{current.name}</span>
            <span className="text-sm text-muted">
              {t('curriculum.cvDetails', {
                size: size(current.size),
                date: formatDate(current.uploadedAt, 'P'),
              })}
            </span>
          </div>
          <Button
            variant="secondary"
            disabled={downloading}
            aria-label={t('curriculum.cvDownload', { name: current.name })}
            onClick={() => download(current.fileId)}
          >
            {t('curriculum.download')}
          </Button>
        </div>
      ) : (
        waiting.length === 0 && <p className="m-0">{t('curriculum.cvNone')}</p>
      )}
      {waiting.map((a) => (
        <div key={a.id} className="flex flex-col rounded-lg bg-secondary-soft p-3" data-cv-state="awaiting">
          <span className="break-all font-semibold">{a.body.name}</span>
          <span className="text-sm" role="status">
            {size(a.body.size)} · {t('curriculum.cvAwaiting')}
          </span>
        </div>
      ))}
      {refused.map((a) => (
        <div
          key={a.id}
          role="alert"
          className="flex flex-col gap-2 rounded-lg border-l-4 border-l-error bg-error-soft p-3"
        >
          <p className="m-0">
            {t('curriculum.cvRefused', { name: a.body.name, reason: a.lastError?.message ?? '' })}
          </p>
          <Button variant="text" className="self-start" onClick={() => void discard(a.id)}>
            {t('curriculum.cvDiscard')}
          </Button>
        </div>
      ))}
      <FilePickButton
        className="self-start"
        label={t(current || waiting.length > 0 ? 'curriculum.cvReplace' : 'curriculum.cvPick')}
        accept="application/pdf,.pdf"
        name="cv"
        aria-label={t('curriculum.cvInput')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ERROR_ID : undefined}
        onPick={(file) => void picked(file).catch(showErrorDialog)}
      />
      {error && (
        <p id={ERROR_ID} role="alert" className="m-0 text-error">
          {error}
        </p>
      )}
    </CardSection>
  );
};
