import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { installMessages } from '../lib/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { confirmAction } from './confirm-store';

const ask = () =>
  confirmAction({ title: 'Delete?', text: 'Really delete it?', confirmLabel: 'Delete', cancelLabel: 'Keep' });

describe('confirmation dialog', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it('confirms with Enter', async () => {
    render(<ConfirmDialog />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = ask();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete?' });
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Enter' });
    });
    await expect(answer).resolves.toBe(true);
  });

  it('cancels with the cancel button', async () => {
    render(<ConfirmDialog />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = ask();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Keep' }));
    await expect(answer).resolves.toBe(false);
  });
});
