import { maskIban, type FolderDocument } from '@relais/domain/rules';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { openFile } from '../../../lib/open-file';
import { useUserId, type ActionState } from '../../../offline';
import { Button } from '../../../ui/button';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { canSend, inForce, mainState, replacementState, stateTone } from '../model/document-state';
import { DocumentForm, type QueuedSend } from './document-form';

const TONES = {
  ok: 'bg-primary-soft text-success',
  warn: 'bg-secondary-soft text-ink',
  error: 'bg-error-soft text-error',
  muted: 'border border-edge text-muted',
} as const;

const day = (date: string): string => formatDate(`${date}T12:00:00`, 'P');

/** Opens the stored file: a PDF downloads (the server sends it as an attachment), a photo opens in a tab. */
const OpenButton = ({ file }: { file: NonNullable<FolderDocument['file']> }) => {
  const userId = useUserId() ?? '';
  const [busy, setBusy] = useState(false);
  const open = () => {
    setBusy(true);
    openFile(userId, file.id, { download: file.type === 'application/pdf' })
      .catch(showErrorDialog)
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className="flex min-h-11 items-center self-start break-all text-left font-semibold text-primary underline disabled:opacity-60"
      disabled={busy}
      onClick={open}
    >
      {t('folder.open', { name: file.name })}
    </button>
  );
};

/** The bank details as shown: the IBAN masked but for its last four characters, the BIC. */
const BankLines = ({ iban, bic }: { iban: string | null; bic: string | null }) => (
  <>
    {iban && <p className="m-0 break-all">{t('folder.ibanShown', { iban: maskIban(iban) })}</p>}
    {bic && <p className="m-0">{t('folder.bicShown', { bic })}</p>}
  </>
);

/** The new version waiting beside a validated document: its state, details and a refusal's reason. */
const Replacement = ({
  doc,
  state,
}: {
  doc: FolderDocument;
  state: NonNullable<ReturnType<typeof replacementState>>;
}) => {
  const r = doc.replacement;
  const queued = state === 'QUEUED' || state === 'PARKED';
  return (
    <section
      aria-labelledby={`folder-${doc.fileType}-new`}
      data-testid="folder-replacement"
      data-state={state}
      className="flex flex-col gap-1 rounded-lg border border-edge p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`folder-${doc.fileType}-new`} className="m-0 text-[1.05rem] font-semibold">
          {t(doc.fileType === 'BANK_DETAILS' ? 'folder.replacement.bankTitle' : 'folder.replacement.title')}
        </h3>
        <span className={`rounded-full px-3 py-1 text-[0.95rem] font-semibold ${TONES[stateTone(state)]}`}>
          {t(`folder.states.${state}`)}
        </span>
      </div>
      {r && !queued && (
        <>
          {r.expirationDate && (
            <p className="m-0">{t('folder.expiresOn', { date: day(r.expirationDate) })}</p>
          )}
          <BankLines iban={r.iban} bic={r.bic} />
          {state === 'REFUSED' && r.refusalReason && (
            <p className="m-0 text-error">{t('folder.refusedReason', { reason: r.refusalReason })}</p>
          )}
          {r.file && <OpenButton file={r.file} />}
        </>
      )}
      <p className="m-0 text-muted">
        {t(state === 'REFUSED' ? 'folder.replacement.refusedHelp' : 'folder.replacement.waitingHelp')}
      </p>
    </section>
  );
};

/**
 * One document of the file: its state (a queued send over the server's), its date, the reason of a
 * refusal, the stored file to open, and the form to send or replace it where that is allowed.
 */
export const DocumentCard = ({
  doc,
  pending,
  queued,
}: {
  doc: FolderDocument;
  /** The state of this document's queued send, if any. */
  pending: ActionState | null;
  /** Set when the screen was opened to fix this document's refused send. */
  queued?: QueuedSend | undefined;
}) => {
  const [open, setOpen] = useState(queued !== undefined);
  const state = mainState(doc, pending);
  const newState = replacementState(doc, pending);
  const validated = inForce(doc);
  const titleId = `folder-${doc.fileType}-name`;
  const expired = doc.state === 'EXPIRED';
  return (
    <li
      id={doc.fileType}
      aria-labelledby={titleId}
      data-document={doc.fileType}
      data-state={state}
      className="flex scroll-mt-20 flex-col gap-2 rounded-xl bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="m-0 text-[1.12rem] font-bold">
          {t(`folder.types.${doc.fileType}`)}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-[0.95rem] font-semibold ${TONES[stateTone(state)]}`}
          data-testid="folder-state"
        >
          {t(`folder.states.${state}`)}
        </span>
      </div>
      {doc.expirationDate && (
        <p className={`m-0 ${expired ? 'text-error' : ''}`}>
          {t(expired ? 'folder.expiredOn' : 'folder.expiresOn', { date: day(doc.expirationDate) })}
        </p>
      )}
      {doc.state === 'REFUSED' && doc.refusalReason && pending === null && (
        <p className="m-0 text-error">{t('folder.refusedReason', { reason: doc.refusalReason })}</p>
      )}
      <BankLines iban={doc.iban} bic={doc.bic} />
      {doc.file && (pending === null || validated) && <OpenButton file={doc.file} />}
      {validated && newState === null && <p className="m-0 text-muted">{t('folder.inForce')}</p>}
      {newState !== null && <Replacement doc={doc} state={newState} />}
      {canSend(doc, pending) &&
        (open ? (
          <DocumentForm doc={doc} queued={queued} onDone={() => setOpen(false)} />
        ) : (
          <Button
            variant="secondary"
            className="self-start"
            aria-describedby={titleId}
            onClick={() => setOpen(true)}
          >
            {t(
              doc.state === 'MISSING'
                ? 'folder.send'
                : validated
                  ? doc.fileType === 'BANK_DETAILS'
                    ? 'folder.sendNewBank'
                    : 'folder.sendNew'
                  : 'folder.replace',
            )}
          </Button>
        ))}
    </li>
  );
};
