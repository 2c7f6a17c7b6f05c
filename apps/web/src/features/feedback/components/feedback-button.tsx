import { FEEDBACK_TEXT_MAX } from '@relais/domain/rules';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { t } from '../../../lib/i18n';
import { useForm } from '../../../lib/use-form';
import { submitAction } from '../../../offline';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Icon } from '../../../ui/icon';
import { TextAreaField } from '../../../ui/textarea-field';
import { sendFeedbackAction } from '../api/feedback-action';
import { feedbackBody, validateFeedback, type FeedbackFormValues } from '../model/feedback-form';

const ERROR_KEYS = {
  'required-field': 'shellExtras.feedback.required',
  feedback_too_long: 'shellExtras.feedback.tooLong',
} as const;

const errorText = (code: string | undefined): string | undefined =>
  code === undefined
    ? undefined
    : code in ERROR_KEYS
      ? t(ERROR_KEYS[code as keyof typeof ERROR_KEYS], { max: FEEDBACK_TEXT_MAX })
      : code;

const FeedbackForm = ({ onDone }: { onDone: () => void }) => {
  const { pathname } = useLocation();
  const counterId = useId();
  const { values, errors, busy, formProps, bind } = useForm<FeedbackFormValues, { text?: string }>({
    initial: { text: '' },
    validate: validateFeedback,
  });
  const send = async (v: FeedbackFormValues) => {
    const result = await submitAction(sendFeedbackAction, feedbackBody(v, pathname), {
      sent: 'shellExtras.feedback.sent',
      queued: 'shellExtras.feedback.queued',
    });
    if (result.kind === 'sent' || result.kind === 'queued') onDone();
  };
  return (
    <form {...formProps(send)} className="flex flex-col gap-3">
      <p className="m-0 text-muted">{t('shellExtras.feedback.intro')}</p>
      <TextAreaField
        label={t('shellExtras.feedback.label')}
        rows={5}
        maxLength={FEEDBACK_TEXT_MAX * 2}
        {...bind('text')}
        error={errorText(errors.text)}
        describedBy={counterId}
      >
        <p id={counterId} className="m-0 text-right text-sm text-muted">
          {t('shellExtras.feedback.count', { count: values.text.trim().length, max: FEEDBACK_TEXT_MAX })}
        </p>
      </TextAreaField>
      <div className="flex justify-end gap-2">
        <Button variant="text" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('shellExtras.feedback.send')}
        </Button>
      </div>
    </form>
  );
};

/** The feedback button of the 'menu' build (the shell shows it while the menu's switch is on); opens the form. */
export const FeedbackButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* room at the end of the page, so the last line of a screen can scroll out from under the button */}
      <div aria-hidden="true" className="h-14" />
      <button
        type="button"
        className="fixed right-3 bottom-20 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-secondary text-white shadow-lg"
        aria-label={t('shellExtras.feedback.open')}
        onClick={() => setOpen(true)}
      >
        <Icon name="feedback" />
      </button>
      <Dialog open={open} title={t('shellExtras.feedback.title')} onClose={() => setOpen(false)}>
        {open && <FeedbackForm onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
};
