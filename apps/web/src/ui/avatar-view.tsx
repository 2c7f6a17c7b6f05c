import { avatarColours, initialsOf } from '@relais/domain/rules';
import { useState } from 'react';
import { Icon } from './icon';

export type AvatarPerson = { firstName: string; lastName: string; loginEmail?: string };

/**
 * A round avatar: the picture, or, when there is none or it fails to load, the person's initials
 * on the colour derived from her name (spec 9; text colour contrast-checked in the domain). Purely
 * presentational: the caller gives the picture's address. Decorative (`alt=""`) unless `label`.
 */
export const AvatarView = ({
  src,
  person,
  size,
  label,
}: {
  src: string | null | undefined;
  person: AvatarPerson | undefined;
  /** Side in px. */
  size: number;
  label?: string;
}) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={label ?? ''}
        width={size}
        height={size}
        style={style}
        className="shrink-0 rounded-full object-cover"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  const initials = person ? initialsOf(person.firstName, person.lastName, person.loginEmail) : '';
  if (!person || !initials) {
    return (
      <span style={style} className="inline-flex shrink-0" aria-hidden="true">
        <Icon name="account" className="h-full w-full" />
      </span>
    );
  }
  const colours = avatarColours(`${person.firstName} ${person.lastName}`.trim() || (person.loginEmail ?? ''));
  // the initials are drawn (CSS generated content), not text: decoration inside a control named by
  // its own label (the menu button), which must not read as a visible label it lacks (WCAG 2.5.3)
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid="avatar-initials"
      data-initials={initials}
      style={{ ...style, background: colours.background, color: colours.text, fontSize: size * 0.4 }}
      className="inline-flex shrink-0 items-center justify-center rounded-full font-bold tracking-wide select-none before:content-[attr(data-initials)]"
    />
  );
};
