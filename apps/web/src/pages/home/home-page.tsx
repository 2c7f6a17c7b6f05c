import { useRef } from 'react';
import { useMe } from '../../data/assistant';
import { ClientHome } from '../../features/client-area';
import { CompletionSection, DashboardKpis } from '../../features/dashboard';
import { InterventionsSection } from '../../features/interventions';
import { t } from '../../lib/i18n';
import { isClientSession } from '../../lib/session';
import { HomeWarnings } from './home-warnings';
import { useKeepEventInView } from './use-keep-event-in-view';

// /home/{eventId} focuses that intervention's row: it stays highlighted while focused
const HIGHLIGHT =
  '[&_[data-event-id]:focus]:rounded-lg [&_[data-event-id]:focus]:bg-primary-soft [&_[data-event-id]:focus]:outline-3 [&_[data-event-id]:focus]:outline-primary';

/**
 * /home: a short, real welcome, the month's KPIs, the interventions of this month and the next, the
 * warnings that apply, then the completion gauge (with its celebration); staff get neither of the last two.
 */
export const HomePage = () => {
  const me = useMe();
  const name = me.data?.firstName?.trim();
  // offline with no saved copy the read waits (paused) for the connection: greet without the name
  const loading = me.data === undefined && me.fetchStatus === 'fetching';
  // staff (provider's domain) have none of an assistant's to-dos: no warnings, no profile gauge
  const staff = me.data?.isStaff === true;
  const root = useRef<HTMLDivElement>(null);
  useKeepEventInView(root);
  // a client user's home: its quotes and the premium requests to answer (decisions "Quotes and client users")
  // (known from the session while `me` loads: an assistant's reads would be refused to it)
  if (me.data?.isClient ?? isClientSession()) return <ClientHome firstName={name} />;
  return (
    <div ref={root} className={`flex flex-col gap-4 ${HIGHLIGHT}`}>
      <section
        aria-labelledby="home-welcome"
        className="flex flex-col gap-2 rounded-xl bg-white p-5 shadow-sm"
      >
        <h2 id="home-welcome" className="m-0 text-[1.45rem] font-bold">
          {loading ? t('common.loading') : name ? t('home.welcome', { name }) : t('home.welcomeAnonymous')}
        </h2>
        <p className="m-0 text-[1.08rem] text-muted">{t(staff ? 'home.staffIntro' : 'home.intro')}</p>
      </section>
      <DashboardKpis />
      <InterventionsSection />
      {!staff && <HomeWarnings />}
      {!staff && <CompletionSection />}
    </div>
  );
};
