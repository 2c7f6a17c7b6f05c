import { PROVIDER_HOURS } from '@relais/domain/rules';
import { buildInfo } from '../../../lib/build-info';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { provider, telHref } from '../../../lib/provider';

export const AboutPage = () => (
  <section aria-labelledby="about-title" className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm">
    <h2 id="about-title" className="m-0 text-[1.45rem] font-bold">
      {t('app.name')}
    </h2>
    <p className="m-0 text-[1.08rem]">{t('about.text', { provider: provider.name })}</p>
    <p className="m-0 text-[1.08rem]">
      <a className="text-primary underline" href={telHref(provider.phone)}>
        {t('about.contact', { phone: provider.phone, from: PROVIDER_HOURS.from, to: PROVIDER_HOURS.to })}
      </a>
    </p>
    <p className="m-0 text-muted">
      {t('menu.version', { version: buildInfo.version })}
      <br />
      {t('menu.deployedOn', { date: formatDate(buildInfo.date, 'PPP') })}
    </p>
  </section>
);
