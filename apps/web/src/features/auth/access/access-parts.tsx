import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import { BrandHero } from '../../../ui/brand-hero';
import { Button } from '../../../ui/button';
import type { AccessScreenProps } from './access-mode';

/** The page of one access form: the brand, then a card titled `title`. */
export const Frame = ({ title, children }: { title: string; children: ReactNode }) => (
  <main id="main" className="mx-auto flex w-full max-w-md flex-col pb-10">
    <BrandHero />
    <section
      className="mx-4 flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm"
      aria-labelledby="access-title"
    >
      <h1 id="access-title" className="m-0 text-[1.45rem] font-bold">
        {title}
      </h1>
      {children}
    </section>
  </main>
);

/** The form's submit button: busy (and saying so) while the call runs. */
export const SubmitButton = ({ pending, label }: { pending: boolean; label: string }) => (
  <Button type="submit" block disabled={pending} aria-busy={pending || undefined}>
    {pending ? t('access.submitting') : label}
  </Button>
);

/** Back to the sign-in form. */
export const BackToSignIn = ({ onMode }: { onMode: AccessScreenProps['onMode'] }) => (
  <Button variant="text" onClick={() => onMode(null)}>
    {t('access.backToSignIn')}
  </Button>
);
