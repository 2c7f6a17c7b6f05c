import type { ReactNode } from 'react';
import { t, type TranslationKey } from '../../../lib/i18n';
import { menuLinks, type MenuLink } from '../../../lib/menu-links';
import { Icon, type IconName } from '../../../ui/icon';

/** One row of the avatar menu: at least 48 px high (design guide: 44 px targets). */
export const itemClass =
  'flex min-h-12 w-full items-center gap-3 px-4 text-left text-[1.08rem] text-ink hover:bg-secondary-soft';

/**
 * A link of the provider's configuration (`lib/menu-links.ts`): it opens in a new tab without
 * giving that page a handle on the app (`noopener noreferrer`), and says so to every reader.
 */
export const ExternalItem = ({
  link,
  label,
  icon,
  indent = false,
  children,
  onOpen,
}: {
  link: MenuLink;
  label: TranslationKey;
  icon?: IconName;
  indent?: boolean;
  children?: ReactNode;
  /** Runs as the link opens (its new tab). */
  onOpen?: () => void;
}) => (
  <li>
    <a
      href={menuLinks[link]}
      target="_blank"
      rel="noopener noreferrer"
      className={`${itemClass} ${indent ? 'pl-12' : ''}`}
      onClick={onOpen}
    >
      {icon && <Icon name={icon} className="h-5 w-5 text-secondary" />}
      <span>{t(label)}</span>
      {children}
      <span className="sr-only">{t('shellExtras.newTab')}</span>
      <Icon name="openInNew" className="ml-auto h-4 w-4 text-muted" />
    </a>
  </li>
);
