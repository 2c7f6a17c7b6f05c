import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fr from '../../i18n/console/fr.json';
import { installConsoleTexts } from '../i18n';
import { ListState } from './list-state';

beforeAll(() => installConsoleTexts(fr));
afterEach(cleanup);

const shown = (data: { total: number }) => <p>{`${data.total} lignes`}</p>;

describe('ListState', () => {
  it('says loading, then shows the data', () => {
    const { rerender } = render(
      <ListState query={{ data: undefined, isError: false, refetch: vi.fn() }}>{shown}</ListState>,
    );
    expect(screen.getByRole('status').textContent).toBe(fr.shell.loading);
    rerender(<ListState query={{ data: { total: 3 }, isError: false, refetch: vi.fn() }}>{shown}</ListState>);
    expect(screen.getByText('3 lignes')).toBeTruthy();
  });

  it('keeps the data on screen when asking again fails', () => {
    render(<ListState query={{ data: { total: 2 }, isError: true, refetch: vi.fn() }}>{shown}</ListState>);
    expect(screen.getByText('2 lignes')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a retry when the first load fails', () => {
    const refetch = vi.fn();
    render(<ListState query={{ data: undefined, isError: true, refetch }}>{shown}</ListState>);
    expect(screen.getByRole('alert').textContent).toContain(fr.shell.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: fr.shell.retry }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
