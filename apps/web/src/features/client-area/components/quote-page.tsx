import type { QuoteDetail } from '@relais/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { submitAction, useUserId } from '../../../offline';
import { BrandHero } from '../../../ui/brand-hero';
import { QueryState } from '../../../ui/query-state';
import { answerQuoteAction } from '../api/client-actions';
import { answerLinkedQuote, useLinkedQuote, useMyQuote } from '../api/client-queries';
import { QuoteView } from './quote-view';

/** The page without the shell (spec 2: no header, drawer, footer nor logged-out banner on /quote paths). */
const Frame = ({ children }: { children: ReactNode }) => (
  <main id="main" className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 pb-10">
    <BrandHero />
    {children}
  </main>
);

const isInvalidLink = (e: unknown): boolean =>
  e instanceof ApiError && (e.body?.errorCode === 'quote_link_invalid' || e.status === 404);

const InvalidLink = () => (
  <section className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm">
    <h1 className="m-0 text-[1.45rem] font-bold">{t('clientArea.linkInvalidTitle')}</h1>
    <p className="m-0 text-[1.08rem]">{t('clientArea.linkInvalidText')}</p>
  </section>
);

/** With a signed link: read and answer online (the holder has no session, so no outbox). */
const LinkedQuote = ({ quoteId, token }: { quoteId: string; token: string }) => {
  const qc = useQueryClient();
  const query = useLinkedQuote(quoteId, token);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (query.isError && isInvalidLink(query.error)) return <InvalidLink />;
  if (!query.data) return <QueryState query={query} area="clientArea" />;
  const answer = async (accepted: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      qc.setQueryData<QuoteDetail>(
        ['quoteLink', quoteId, token],
        await answerLinkedQuote(quoteId, token, accepted),
      );
    } catch (e) {
      setFailure(
        e instanceof ApiError && e.kind === 'network' ? t('clientArea.answerOffline') : errorText(e),
      );
      void query.refetch();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {failure && (
        <p role="alert" className="m-0 rounded-xl bg-error-soft p-4 font-semibold">
          {failure}
        </p>
      )}
      <QuoteView quote={query.data} busy={busy} onAnswer={(accepted) => void answer(accepted)} />
    </>
  );
};

/** Signed in as the quote's client user: read from the cache offline, answer through the outbox. */
const ClientQuote = ({ quoteId }: { quoteId: string }) => {
  const userId = useUserId();
  const query = useMyQuote(quoteId, true);
  const [busy, setBusy] = useState(false);
  if (query.isError && query.error instanceof ApiError && [403, 404].includes(query.error.status)) {
    return (
      <section className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm">
        <p role="alert" className="m-0 text-[1.08rem]">
          {errorText(query.error)}
        </p>
        <Link to="/home" className="font-semibold text-primary">
          {t('clientArea.backHome')}
        </Link>
      </section>
    );
  }
  if (!query.data || !userId) return <QueryState query={query} area="clientArea" />;
  const { number } = query.data;
  const answer = async (accepted: boolean) => {
    setBusy(true);
    await submitAction(
      answerQuoteAction,
      { userId, quoteId, number, accepted },
      { sent: 'clientArea.answerSent', queued: 'clientArea.answerQueued' },
    );
    setBusy(false);
  };
  return (
    <>
      <QuoteView quote={query.data} busy={busy} onAnswer={(accepted) => void answer(accepted)} />
      <Link to="/home" className="self-start font-semibold text-primary">
        {t('clientArea.backHome')}
      </Link>
    </>
  );
};

/**
 * `/quote/{id}`: a quote shown to its client with the shell hidden, reached by a signed link
 * (`?token=`, no session) or by the signed-in client user of its company. Any other path under
 * `/quote` names no quote: the invalid-link message.
 */
export const QuotePage = () => {
  const { id = '', '*': rest } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  useEffect(() => {
    document.title = `${t('clientArea.title')} – ${t('app.name')}`;
  }, []);
  if (!id || rest !== undefined) {
    return (
      <Frame>
        <InvalidLink />
      </Frame>
    );
  }
  return <Frame>{token ? <LinkedQuote quoteId={id} token={token} /> : <ClientQuote quoteId={id} />}</Frame>;
};
