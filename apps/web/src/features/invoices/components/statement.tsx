import { formatDuration, type Proforma, type ProformaLine } from '@relais/domain/rules';
import { Link } from 'react-router';
import { interventionLink } from '../../../data/events';
import { formatDate, formatDecimal } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { money } from '../model/display';
import { AmountRow, AmountsBox } from './amounts';
import { FileButton } from './file-button';

const Line = ({ line }: { line: ProformaLine }) => (
  <li className="flex flex-col gap-1 rounded-lg border border-edge p-3" data-event-id={line.eventId}>
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <span className="font-bold">{formatDate(line.startDate, 'P')}</span>
      <span className="text-sm text-muted">
        {t(line.remote ? 'invoices.statement.remote' : 'invoices.statement.visit')}
      </span>
    </div>
    <span className="font-semibold break-words">{line.clientName}</span>
    {line.label && <span className="text-muted break-words">{line.label}</span>}
    <dl className="m-0 flex flex-col gap-0.5">
      <AmountRow
        label={t('invoices.statement.hours', { duration: formatDuration(line.minutes) })}
        value={money(line.hoursAmount)}
      />
      {line.premiumMinutes > 0 && (
        <AmountRow
          label={t('invoices.statement.premiumHours', { duration: formatDuration(line.premiumMinutes) })}
          value={money(line.premiumAmount)}
        />
      )}
      {line.km > 0 && (
        <AmountRow
          label={t('invoices.statement.km', { km: formatDecimal(line.km) })}
          value={money(line.kmAmount)}
        />
      )}
      {line.expenses.map((e, i) => (
        <AmountRow key={i} label={e.label || t('invoices.statement.expense')} value={money(e.amount)} />
      ))}
      <AmountRow label={t('invoices.statement.lineTotal')} value={money(line.total)} strong name="line" />
    </dl>
    {line.expenses.map((e, i) =>
      e.fileId ? (
        <FileButton
          key={i}
          fileId={e.fileId}
          className="min-h-11 self-start font-semibold text-primary underline"
        >
          {t('invoices.statement.proof', { label: e.label || t('invoices.statement.expense') })}
        </FileButton>
      ) : null,
    )}
  </li>
);

/**
 * The interventions that keep the month from being invoiced (not closed yet), each named with a
 * link to what closes it: its report to write, or to follow while the provider validates it.
 */
export const OpenInterventions = ({ open }: { open: Proforma['open'] }) => (
  <div className="flex flex-col gap-2 rounded-lg bg-error-soft p-3" data-testid="statement-open">
    <p className="m-0 font-semibold">{t('invoices.statement.open', { count: open.length })}</p>
    <ul className="m-0 flex list-none flex-col gap-1 p-0">
      {open.map((e) => {
        const link = interventionLink(
          { id: e.eventId, remote: e.remote, status: e.status, reportStatus: e.reportStatus },
          undefined,
        );
        const name = t('invoices.statement.openItem', {
          date: formatDate(e.startDate, 'P'),
          client: e.clientName,
          state: t(
            `invoices.statement.openState.${e.status === 'TERMINATED' ? 'TERMINATED' : e.status === 'SCHEDULED' ? 'SCHEDULED' : 'DONE'}`,
          ),
        });
        return (
          <li key={e.eventId} data-open-event={e.eventId}>
            <Link
              to={link.to}
              className="flex min-h-11 items-center font-semibold text-primary underline break-words"
            >
              {name}
            </Link>
          </li>
        );
      })}
    </ul>
  </div>
);

/** The pro-forma statement: each validated intervention of the month, then the totals. */
export const Statement = ({ proforma }: { proforma: Proforma }) => {
  const { totals } = proforma;
  return (
    <>
      <section
        aria-labelledby="statement-lines"
        className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm"
      >
        <h2 id="statement-lines" className="m-0 text-[1.2rem] font-bold">
          {proforma.lines.length === 0
            ? t('invoices.statement.linesNone')
            : t('invoices.statement.lines', { count: proforma.lines.length })}
        </h2>
        {proforma.open.length > 0 && <OpenInterventions open={proforma.open} />}
        {proforma.lines.length === 0 ? (
          <p className="m-0 text-muted">{t('invoices.statement.empty')}</p>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {proforma.lines.map((line) => (
              <Line key={line.eventId} line={line} />
            ))}
          </ul>
        )}
      </section>
      <AmountsBox
        title={t('invoices.statement.totals')}
        level={2}
        className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm"
      >
        <AmountRow
          label={t('invoices.statement.hours', { duration: formatDuration(totals.minutes) })}
          value={money(totals.hoursAmount)}
        />
        <AmountRow
          label={t('invoices.statement.premiumHours', { duration: formatDuration(totals.premiumMinutes) })}
          value={money(totals.premiumAmount)}
        />
        <AmountRow
          label={t('invoices.statement.km', { km: formatDecimal(totals.km) })}
          value={money(totals.kmAmount)}
        />
        <AmountRow label={t('invoices.statement.expenses')} value={money(totals.expensesAmount)} />
        <AmountRow label={t('invoices.amountTaxFree')} value={money(totals.taxFree)} strong name="taxFree" />
        <AmountRow
          label={t('invoices.vat')}
          value={proforma.tvaIncluded ? money(totals.vat) : t('invoices.noVat')}
          name="vat"
        />
        <AmountRow label={t('invoices.amountWithTax')} value={money(totals.withTax)} strong name="withTax" />
      </AmountsBox>
    </>
  );
};
