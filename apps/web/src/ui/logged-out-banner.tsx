import { t } from '../lib/i18n';
import { Gauge } from './gauge';

/** Spec 2 logged-out view: the visibility banner and the (empty, unknown) completion gauge. */
export const LoggedOutBanner = () => (
  <section className="mx-auto flex w-full max-w-md flex-col items-center gap-3 px-4 pt-2 pb-4 text-center">
    <p className="m-0 text-[1.15rem] font-semibold text-balance text-primary-strong">
      {t('loggedOut.banner')}
    </p>
    <Gauge lit={0} />
  </section>
);
