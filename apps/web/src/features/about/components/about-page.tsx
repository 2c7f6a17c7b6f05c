import { PROVIDER_HOURS } from '@relais/domain/rules';
import { buildInfo } from '../../../lib/build-info';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { legalTexts, provider, telHref } from '../../../lib/provider';

/** A text of paragraphs apart by a blank line. */
const Paragraphs = ({ text }: { text: string }) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p, i) => (
      <p key={i} className="m-0 whitespace-pre-line break-words">
        {p}
      </p>
    ));

/** One of the provider's legal texts, folded: its configured text, else the app's demo one. */
const LegalText = ({ title, text }: { title: string; text: string }) => (
  <details className="rounded-lg border border-edge">
    <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-primary">
      {title}
    </summary>
    <div className="flex flex-col gap-2 px-3 pb-3">
      <Paragraphs text={text} />
    </div>
  </details>
);

export const AboutPage = () => {
  const legal = legalTexts();
  return (
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
      <LegalText
        title={t('about.privacyTitle')}
        text={legal.privacyPolicy ?? t('about.privacyText', { provider: provider.name })}
      />
      <LegalText
        title={t('about.legalTitle')}
        text={legal.legalNotice ?? t('about.legalText', { provider: provider.name })}
      />
      <p className="m-0 text-muted">
        {t('menu.version', { version: buildInfo.version })}
        <br />
        {t('menu.deployedOn', { date: formatDate(buildInfo.date, 'PPP') })}
      </p>
    </section>
  );
};
