import { useEffect } from 'react';
import { Link } from 'react-router';
import { t } from '../lib/i18n';
import { BrandHero } from '../ui/brand-hero';

export const NotFound = () => {
  useEffect(() => {
    document.title = `${t('notFound.title')} – ${t('app.name')}`;
  }, []);
  return (
    <main id="main" className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 pb-10">
      <BrandHero />
      <section className="flex flex-col gap-3 rounded-xl bg-white p-5 text-center shadow-sm">
        <h1 className="m-0 text-[1.45rem] font-bold">{t('notFound.title')}</h1>
        <p className="m-0 text-[1.08rem] text-muted">{t('notFound.text')}</p>
        <Link to="/home" className="mx-auto rounded-lg bg-primary px-4 py-3 font-semibold text-white hover:bg-primary-strong">
          {t('notFound.home')}
        </Link>
      </section>
    </main>
  );
};
