import { normalizeBic, normalizeIban } from '@relais/domain/bank-details';
import { addDays, businessDate, type FolderDocument } from '@relais/domain/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { now } from '../../../lib/clock';
import type { PreparedFile } from '../../../lib/image/compress';
import { t } from '../../../lib/i18n';
import { useForm } from '../../../lib/use-form';
import { resubmitAction, submitAction, toFile, useUserId, type SubmitTexts } from '../../../offline';
import { FilePickButton } from '../../../ui/file-pick-button';
import { FormActions } from '../../../ui/form-actions';
import { TextField } from '../../../ui/text-field';
import { sendFolderDocumentAction, type SendFolderDocumentBody } from '../api/send-action';
import {
  documentErrors,
  documentErrorText,
  initialValues,
  type DocumentErrors,
  type DocumentField,
  type DocumentValues,
} from '../model/document-form';
import { prepareFolderFile } from '../model/prepare-file';

const TEXTS: SubmitTexts = { sent: 'folder.sent', queued: 'folder.queued' };

/** A refused queued send, reopened with its values and file. */
export type QueuedSend = { actionId: string; body: SendFolderDocumentBody; file: PreparedFile | null };

/**
 * Sends (or replaces) one document: the file (pdf only where the type says so, a photo compressed),
 * its expiry date where it has one, the IBAN and BIC of the bank details. Checked by the server's
 * rules as it is filled: the IBAN and BIC as soon as they are left, everything on send. Goes
 * through the outbox: 'sent, awaiting connection' offline, sent once when the network is back.
 */
export const DocumentForm = ({
  doc,
  queued,
  onDone,
}: {
  doc: FolderDocument;
  queued?: QueuedSend | undefined;
  onDone: () => void;
}) => {
  const userId = useUserId() ?? '';
  const navigate = useNavigate();
  const today = businessDate(now());
  const [picked, setPicked] = useState<PreparedFile | null>(queued?.file ?? null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [left, setLeft] = useState<Partial<Record<DocumentField, boolean>>>({});
  const validate = (values: DocumentValues): DocumentErrors =>
    documentErrors(doc, values, { picked: picked !== null, error: fileError }, today);
  const form = useForm<DocumentValues, DocumentErrors>({
    initial: initialValues(doc, queued?.body),
    validate,
  });
  // the form's errors after a send; before it, a field's own as soon as it is left (IBAN, BIC, date)
  // and the file's as soon as it is picked
  const live = validate(form.values);
  const errorOf = (field: DocumentField): string | undefined => {
    const code = form.submitted || left[field] || (field === 'file' && fileError) ? live[field] : undefined;
    return code ? documentErrorText(field, code) : undefined;
  };
  const leave = (field: DocumentField) => () => setLeft((l) => ({ ...l, [field]: true }));
  const id = (field: string) => `folder-${doc.fileType}-${field}`;

  const pick = (file: File) => {
    setPreparing(true);
    void prepareFolderFile(file, doc.pdfOnly)
      .then((outcome) => {
        setPicked(outcome.ok ? outcome.file : null);
        setFileError(outcome.ok ? null : outcome.code);
      })
      .finally(() => setPreparing(false));
  };

  const send = async (values: DocumentValues) => {
    if (!picked) return;
    const bank = doc.fileType === 'BANK_DETAILS';
    const body: SendFolderDocumentBody = {
      assistantId: userId,
      fileType: doc.fileType,
      expirationDate: doc.expiry === 'none' ? null : values.expirationDate || null,
      // as the server stores them, so the queued document shows them so too
      iban: bank ? normalizeIban(values.iban) : null,
      bic: bank ? normalizeBic(values.bic) : null,
    };
    const result = queued
      ? await resubmitAction(queued.actionId, body, TEXTS, [picked])
      : await submitAction(sendFolderDocumentAction, body, TEXTS, [toFile(picked)]);
    if (result.kind === 'fix') void navigate(result.path, { replace: true });
    else if (result.kind !== 'refused') onDone();
  };

  const fileText = errorOf('file');
  return (
    <form
      {...form.formProps(send, () => !preparing)}
      aria-labelledby={id('title')}
      className="flex flex-col gap-3 rounded-lg border border-edge p-3"
    >
      <h3 id={id('title')} className="m-0 text-[1.08rem] font-semibold">
        {t('folder.form.title', { type: t(`folder.types.${doc.fileType}`) })}
      </h3>
      <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
        <legend className="mb-1 p-0 text-[1.08rem] font-semibold">{t('folder.form.file')}</legend>
        <p className="m-0 text-muted">{t(doc.pdfOnly ? 'folder.pdfOnly' : 'folder.pdfOrImage')}</p>
        {preparing && (
          <p className="m-0 text-muted" role="status">
            {t('folder.form.preparing')}
          </p>
        )}
        {picked && !preparing && (
          <span className="break-all">{t('folder.form.picked', { name: picked.name })}</span>
        )}
        <FilePickButton
          className="self-start"
          label={t(picked ? 'folder.form.pickAgain' : 'folder.form.pick')}
          accept={doc.pdfOnly ? 'application/pdf,.pdf' : 'application/pdf,.pdf,image/jpeg,image/png'}
          name="file"
          aria-label={`${t('folder.form.file')} – ${t(`folder.types.${doc.fileType}`)}`}
          aria-invalid={fileText ? true : undefined}
          aria-describedby={fileText ? id('file-error') : undefined}
          onPick={pick}
        />
        {fileText && (
          <p id={id('file-error')} className="m-0 text-error">
            {fileText}
          </p>
        )}
      </fieldset>
      {doc.expiry !== 'none' && (
        <TextField
          type="date"
          label={t(
            doc.expiry === 'required' ? 'folder.form.expirationDate' : 'folder.form.expirationOptional',
          )}
          min={addDays(today, 1)}
          {...form.bind('expirationDate')}
          onBlur={leave('expirationDate')}
          error={errorOf('expirationDate')}
        />
      )}
      {doc.fileType === 'BANK_DETAILS' && (
        <>
          <TextField
            label={t('folder.form.iban')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.bind('iban')}
            onBlur={leave('iban')}
            error={errorOf('iban')}
          />
          <TextField
            label={t('folder.form.bic')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.bind('bic')}
            onBlur={leave('bic')}
            error={errorOf('bic')}
          />
        </>
      )}
      <FormActions
        cancelLabel={t('folder.cancel')}
        saveLabel={t(form.busy ? 'folder.form.sending' : 'folder.form.submit')}
        onCancel={onDone}
        busy={form.busy || preparing}
      />
    </form>
  );
};
