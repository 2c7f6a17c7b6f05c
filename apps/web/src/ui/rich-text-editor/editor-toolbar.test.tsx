import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { installMessages } from '../../lib/i18n';
import { EditorToolbar } from './editor-toolbar';

/** A device whose pointers match the given media queries. */
const device = (matching: string[]) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matching.includes(query), media: query }));

const renderToolbar = () =>
  render(<EditorToolbar controls="body" pressed={{}} linkOpen={false} onRun={() => {}} onLink={() => {}} />);

describe('the editor toolbar and keyboard shortcuts', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the shortcuts on a device with a mouse or touchpad', () => {
    device(['(any-pointer: fine)']);
    renderToolbar();
    const buttons = screen.getAllByRole('button');
    expect(buttons.every((b) => b.getAttribute('aria-keyshortcuts'))).toBe(true);
    expect(buttons.map((b) => b.getAttribute('title')).join(' ')).toContain('(Ctrl+K)');
  });

  it('hides them on a touch screen alone', () => {
    device(['(pointer: coarse)']);
    renderToolbar();
    const buttons = screen.getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(2);
    expect(buttons.some((b) => b.hasAttribute('aria-keyshortcuts'))).toBe(false);
    expect(buttons.map((b) => b.getAttribute('title')).join(' ')).not.toMatch(/Ctrl/);
  });
});
