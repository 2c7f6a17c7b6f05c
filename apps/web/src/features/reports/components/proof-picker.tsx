import { useEffect, useState } from 'react';
import { t } from '../../../lib/i18n';
import { FilePickButton } from '../../../ui/file-pick-button';
import type { Proof } from '../model/report-values';

const ACCEPT = 'image/*,application/pdf';

const LocalThumb = ({ proof }: { proof: Extract<Proof, { kind: 'local' }> }) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!proof.file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return undefined;
    const next = URL.createObjectURL(new Blob([proof.file.data], { type: proof.file.type }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [proof]);
  return url ? <img src={url} alt="" className="h-14 w-14 rounded object-cover" /> : null;
};

/**
 * A proof from the camera (`capture`) or from the files, shown once picked. The picked file is
 * handed to `onPick` (which compresses it) and the input is emptied, so the same file can be picked again.
 */
export const ProofPicker = ({
  name,
  proof,
  busy,
  error,
  errorId,
  onPick,
}: {
  /** e.g. "expense 1", read in the inputs' names */
  name: string;
  proof: Proof | null;
  busy: boolean;
  error: string | undefined;
  errorId: string;
  onPick: (file: File) => void;
}) => {
  const described = error ? errorId : undefined;
  return (
    <div className="flex flex-col gap-2">
      {proof && (
        <div className="flex items-center gap-2">
          {proof.kind === 'local' && <LocalThumb proof={proof} />}
          <span className="break-all text-sm">
            {t('reports.proofPicked', { name: proof.kind === 'local' ? proof.file.name : proof.name })}
          </span>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <FilePickButton
          label={t('reports.takePhoto')}
          accept={ACCEPT}
          capture="environment"
          aria-label={t('reports.proofCameraOf', { name })}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onPick={onPick}
        />
        <FilePickButton
          label={t('reports.pickFile')}
          accept={ACCEPT}
          aria-label={t('reports.proofFileOf', { name })}
          aria-describedby={described}
          onPick={onPick}
        />
      </div>
      {busy && (
        <p role="status" className="m-0 text-sm text-muted">
          {t('reports.compressing')}
        </p>
      )}
      {error && (
        <p id={errorId} className="m-0 text-error">
          {error}
        </p>
      )}
    </div>
  );
};
