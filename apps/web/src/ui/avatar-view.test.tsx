import { avatarColours } from '@relais/domain/rules';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AvatarView } from './avatar-view';

const camille = { firstName: 'Camille', lastName: 'Dupont', loginEmail: 'camille@relais.test' };

describe('AvatarView', () => {
  afterEach(cleanup);

  it('shows the picture when there is one', () => {
    render(<AvatarView src="data:image/jpeg;base64,AAAA" person={camille} size={96} label="Photo" />);
    expect(screen.getByRole('img', { name: 'Photo' }).tagName).toBe('IMG');
    expect(screen.queryByTestId('avatar-initials')).toBeNull();
  });

  it('falls back to the initials on the name’s colour when the picture fails to load', () => {
    render(<AvatarView src="/broken.jpg" person={camille} size={96} label="Camille" />);
    fireEvent.error(screen.getByRole('img', { name: 'Camille' }));
    const initials = screen.getByTestId('avatar-initials');
    // drawn from the attribute (CSS generated content), not text
    expect(initials.getAttribute('data-initials')).toBe('CD');
    expect(initials.textContent).toBe('');
    const colours = avatarColours('Camille Dupont');
    const probe = document.createElement('span');
    probe.style.background = colours.background;
    probe.style.color = colours.text;
    expect(initials.style.background).toBe(probe.style.background);
    expect(initials.style.color).toBe(probe.style.color);
  });

  it('shows the initials when there is no picture, and a new picture after a failed one', () => {
    const { rerender } = render(<AvatarView src={null} person={camille} size={36} />);
    expect(screen.getByTestId('avatar-initials').getAttribute('aria-hidden')).toBe('true');
    rerender(<AvatarView src="/broken.jpg" person={camille} size={36} />);
    fireEvent.error(document.querySelector('img') as HTMLImageElement);
    rerender(<AvatarView src="data:image/png;base64,BBBB" person={camille} size={36} />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,BBBB');
  });
});
