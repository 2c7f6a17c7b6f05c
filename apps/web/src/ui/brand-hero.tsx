import { useState } from 'react';
import { t } from '../lib/i18n';

/**
 * The logo band. index.html paints the same band (#boot-hero) before any script runs; while that
 * static copy is on the page this renders nothing, so the largest paint is not repeated.
 */
export const BrandHero = () => {
  const [staticHeroShown] = useState(() => document.getElementById('boot-hero') !== null);
  if (staticHeroShown) return null;
  return (
    <div className="brand-hero">
      <img src="/brand.svg" alt={t('app.name')} width={360} height={96} />
    </div>
  );
};

/** Removes the static logo band once the signed-in shell takes the screen. */
export const removeStaticHero = (): void => document.getElementById('boot-hero')?.remove();
