import { t } from '../../lib/i18n';
import { Button } from '../../ui/button';

/** A screen whose code did not arrive in time (spec 9): says so, and fetches it again on demand. */
export const ChunkRetry = ({ busy, onRetry }: { busy: boolean; onRetry: () => void }) => (
  <section
    aria-labelledby="chunk-retry-title"
    role="alert"
    className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm"
  >
    <h2 id="chunk-retry-title" className="m-0 text-[1.3rem] font-bold">
      {t('shellExtras.chunkTimeout.title')}
    </h2>
    <p className="m-0 text-[1.08rem] text-muted">{t('shellExtras.chunkTimeout.text')}</p>
    <Button className="self-start" disabled={busy} aria-busy={busy} onClick={onRetry}>
      {t('shellExtras.chunkTimeout.retry')}
    </Button>
  </section>
);
