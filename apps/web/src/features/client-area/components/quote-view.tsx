import { eurosToCents, type QuoteDetail } from '@relais/domain/rules';
import { formatDate, formatDecimal, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { confirmAction } from '../../../ui/confirm-store';
import { quoteFooter } from '../model/quote-view';

const money = (euros: number): string => formatMoney(eurosToCents(euros));
const day = (iso: string): string => formatDate(iso.length === 10 ? `${iso}T12:00:00` : iso, 'P');

/** Asks before a final answer; resolves true when confirmed. */
const confirmAnswer = (q: QuoteDetail, accepted: boolean): Promise<boolean> =>
  confirmAction(
    accepted
      ? {
          title: t('clientArea.acceptTitle'),
          text: t('clientArea.acceptText', { number: q.number, amount: money(q.totals.withTax) }),
          confirmLabel: t('clientArea.accept'),
          cancelLabel: t('clientArea.cancel'),
        }
      : {
          title: t('clientArea.rejectTitle'),
          text: t('clientArea.rejectText', { number: q.number }),
          confirmLabel: t('clientArea.reject'),
          cancelLabel: t('clientArea.cancel'),
        },
  );

/**
 * A quote as its client reads it: number, title, lines, totals, validity, status, and Accept /
 * Refuse (each confirmed) while it may be answered. `onAnswer` sends it (link or outbox).
 */
export const QuoteView = ({
  quote: q,
  busy,
  onAnswer,
}: {
  quote: QuoteDetail;
  busy: boolean;
  onAnswer: (accepted: boolean) => void;
}) => {
  const footer = quoteFooter(q);
  const ask = async (accepted: boolean) => {
    if (await confirmAnswer(q, accepted)) onAnswer(accepted);
  };
  return (
    <article aria-labelledby="quote-title" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1 rounded-xl bg-white p-5 shadow-sm">
        <h1 id="quote-title" className="m-0 text-[1.45rem] font-bold">
          {t('clientArea.quoteHeading')}
        </h1>
        <p className="m-0 font-semibold break-words">{t('clientArea.quoteNumber', { number: q.number })}</p>
        <p className="m-0 text-muted">{t('clientArea.quoteFor', { client: q.clientName })}</p>
        <p className="m-0 text-[1.08rem] break-words">{q.title}</p>
        <p className="m-0 flex flex-wrap items-center gap-2">
          <span className="rounded bg-secondary-soft px-1.5 text-sm font-semibold" data-testid="quote-status">
            {t(`clientArea.status.${q.status}`)}
          </span>
          <span className="text-muted">
            {q.validUntil
              ? t('clientArea.validUntil', { date: day(q.validUntil) })
              : t('clientArea.noValidity')}
          </span>
        </p>
      </header>
      <section
        aria-labelledby="quote-lines"
        className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm"
      >
        <h2 id="quote-lines" className="m-0 text-[1.2rem] font-bold">
          {t('clientArea.lines')}
        </h2>
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {q.lines.map((l, i) => (
            <li key={i} className="flex flex-col gap-0.5 border-b border-edge pb-2 last:border-b-0">
              <span className="font-semibold break-words">{l.label}</span>
              <span className="flex flex-wrap justify-between gap-2 text-muted">
                <span>
                  {t('clientArea.lineDetail', {
                    quantity: formatDecimal(l.quantity),
                    unitPrice: money(l.unitPrice),
                  })}
                </span>
                <span className="font-semibold text-ink">{money(l.amount)}</span>
              </span>
            </li>
          ))}
        </ul>
        <dl className="m-0 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-edge pt-2">
          <dt>{t('clientArea.totalTaxFree')}</dt>
          <dd className="m-0 text-right">{money(q.totals.taxFree)}</dd>
          <dt>{t('clientArea.totalVat')}</dt>
          <dd className="m-0 text-right">{money(q.totals.vat)}</dd>
          <dt className="font-bold">{t('clientArea.totalWithTax')}</dt>
          <dd className="m-0 text-right font-bold">{money(q.totals.withTax)}</dd>
        </dl>
      </section>
      {footer.kind === 'answered' && (
        <p role="status" className="m-0 rounded-xl bg-white p-4 text-[1.08rem] font-semibold shadow-sm">
          {t(footer.accepted ? 'clientArea.answeredAccepted' : 'clientArea.answeredRejected', {
            date: day(footer.at),
          })}
        </p>
      )}
      {footer.kind === 'expired' && (
        <p role="status" className="m-0 rounded-xl bg-white p-4 shadow-sm">
          {t('clientArea.expired', { date: day(footer.validUntil) })}
        </p>
      )}
      {footer.kind === 'answerable' && (
        <div className="flex flex-col gap-2">
          <Button block disabled={busy} onClick={() => void ask(true)}>
            {t('clientArea.accept')}
          </Button>
          <Button block variant="secondary" disabled={busy} onClick={() => void ask(false)}>
            {t('clientArea.reject')}
          </Button>
        </div>
      )}
    </article>
  );
};
