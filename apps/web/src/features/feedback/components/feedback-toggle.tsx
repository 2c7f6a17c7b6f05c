import { t } from '../../../lib/i18n';
import { setShowFeedback, useShowFeedback } from '../model/show-feedback';

/** The menu's switch (the 'menu' build only): shows or hides the feedback button on this device. */
export const FeedbackToggle = () => {
  const on = useShowFeedback();
  return (
    <div className="border-t border-edge px-4">
      <label className="flex min-h-12 items-center justify-between gap-3 text-[1.08rem]">
        {t('shellExtras.feedback.toggle')}
        <input
          type="checkbox"
          role="switch"
          className="h-5 w-5 accent-primary"
          checked={on}
          onChange={(e) => setShowFeedback(e.target.checked)}
        />
      </label>
    </div>
  );
};
