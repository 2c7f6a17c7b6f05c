import { useId } from 'react';
import { t } from '../../../lib/i18n';
import { Icon } from '../../../ui/icon';
import { useFontSize } from '../hooks/use-font-size';

const stepLabel = (step: number): string => (step > 0 ? `+${step}` : String(step));

/** Text-size control (avatar menu, account preferences): smaller / current step / larger, and reset. */
export const FontSizeControl = () => {
  const { step, min, max, increase, decrease, reset } = useFontSize();
  // its own id: the control can show twice at once (the menu opened over the account page)
  const labelId = useId();
  const round =
    'inline-flex h-11 w-11 items-center justify-center rounded-full border border-edge text-ink hover:bg-secondary-soft aria-disabled:opacity-40';
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2 px-4 py-3">
      <span id={labelId} className="font-semibold">
        {t('menu.fontSize')}
      </span>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={round}
          onClick={decrease}
          aria-disabled={step <= min}
          aria-label={t('menu.fontDecrease')}
        >
          <Icon name="minus" className="h-5 w-5" />
        </button>
        <output aria-live="polite" className="w-8 text-center text-[1.15rem] font-semibold tabular-nums">
          {stepLabel(step)}
        </output>
        <button
          type="button"
          className={round}
          onClick={increase}
          aria-disabled={step >= max}
          aria-label={t('menu.fontIncrease')}
        >
          <Icon name="plus" className="h-5 w-5" />
        </button>
        <button
          type="button"
          className="ml-auto rounded-lg px-3 py-2 font-semibold text-primary hover:bg-primary-soft aria-disabled:opacity-40"
          onClick={reset}
          aria-disabled={step === 0}
          aria-label={t('menu.fontReset')}
        >
          {t('menu.fontResetShort')}
        </button>
      </div>
    </div>
  );
};
