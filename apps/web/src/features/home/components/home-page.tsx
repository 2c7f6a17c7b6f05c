import { useMe } from '../../assistant';
import { InterventionsSection } from '../../interventions';
import { t } from '../../../lib/i18n';

/** /home: a short, real welcome, then the interventions of this month and the next. */
export const HomePage = () => {
  const me = useMe();
  const name = me.data?.firstName?.trim();
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="home-welcome" className="flex flex-col gap-2 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="home-welcome" className="m-0 text-[1.45rem] font-bold">
          {me.isPending ? t('common.loading') : name ? t('home.welcome', { name }) : t('home.welcomeAnonymous')}
        </h2>
        <p className="m-0 text-[1.08rem] text-muted">{t('home.intro')}</p>
      </section>
      <InterventionsSection />
    </div>
  );
};
