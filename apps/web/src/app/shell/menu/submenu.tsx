import { useId, useState, type ReactNode } from 'react';
import { t, type TranslationKey } from '../../../lib/i18n';
import { Icon, type IconName } from '../../../ui/icon';
import { itemClass } from './menu-item';

/**
 * A disclosure submenu (WAI-ARIA disclosure pattern): a button that says whether its list is shown
 * (`aria-expanded`) and which list it controls; Enter and Space toggle it (a native button), Tab
 * goes through its links once open.
 */
export const Submenu = ({
  label,
  icon,
  children,
}: {
  label: TranslationKey;
  icon: IconName;
  children: ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        className={itemClass}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={icon} className="h-5 w-5 text-secondary" />
        {t(label)}
        <Icon
          name="expand"
          className={`ml-auto h-5 w-5 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul id={listId} hidden={!open} className="m-0 list-none bg-canvas/40 p-0">
        {children}
      </ul>
    </li>
  );
};
