import { useState, type KeyboardEvent } from 'react';
import { PROFILE_ADDRESS_MAX, type AddressSuggestion } from '@relais/domain/rules';
import { t } from '../../../lib/i18n';
import { controlClass, errorAria, FieldFrame, useFieldIds } from '../../../ui/field-parts';
import { useAddressSuggestions } from '../api/address-lookup';

export type AddressFieldProps = {
  label: string;
  value: string;
  error?: string | undefined;
  /** The text as typed (free text: a suggestion is never required). */
  onType: (text: string) => void;
  /** A suggestion chosen from the list. */
  onChoose: (suggestion: AddressSuggestion) => void;
};

/**
 * The address with suggestions as you type (ARIA combobox with a listbox): arrows move in the list,
 * Enter or a tap chooses, Escape closes. Without geocoder, offline or on a failure there is no
 * list and the field is plain free text.
 */
export const AddressField = ({ label, value, error, onType, onChoose }: AddressFieldProps) => {
  const { id, errorId } = useFieldIds();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useAddressSuggestions(value, open);
  const expanded = open && suggestions.length > 0;

  const choose = (s: AddressSuggestion) => {
    onChoose(s);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && suggestions.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp' && expanded) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      const s = suggestions[active];
      if (s) choose(s);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <FieldFrame id={id} errorId={errorId} label={label} error={error}>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="street-address"
          maxLength={PROFILE_ADDRESS_MAX}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          {...errorAria(error, errorId)}
          className={`min-h-11 w-full px-3 ${controlClass(error)}`}
          value={value}
          onChange={(e) => {
            onType(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('account.profile.suggestions')}
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-10 m-0 mt-1 list-none overflow-hidden rounded-lg border border-edge bg-white p-0 shadow-md"
        >
          {suggestions.map((s, i) => (
            <li
              key={`${s.label}-${i}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`min-h-11 cursor-pointer px-3 py-2 ${i === active ? 'bg-primary-soft' : ''}`}
              // keeps the focus in the input, so the list does not close before the choice
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(s)}
            >
              {s.label}
            </li>
          ))}
        </ul>
      </div>
    </FieldFrame>
  );
};
