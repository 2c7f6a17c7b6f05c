import type { AssistantRate, TaskGroup } from '@relais/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { emptyReportForm } from '../model/report-values';
import { ReportEditor } from './report-editor';

const GROUPS: TaskGroup[] = [
  { id: 'g1', code: 'TG1', label: 'Reception', tasks: [{ id: 't1', label: 'Visitors', premium: false }] },
  {
    id: 'g2',
    code: 'TG2',
    label: 'Mail',
    tasks: [
      { id: 't2', label: 'Sorting', premium: false },
      { id: 'p1', label: 'Litigation', premium: true },
    ],
  },
];
const RATES: AssistantRate[] = [{ id: 'r1', kind: 'STANDARD', label: 'Standard', hourlyRate: 30 }];

const setup = (premium: Parameters<typeof ReportEditor>[0]['premium'] = null) => {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReportEditor
        initial={emptyReportForm('2026-11-20T08:30:00.000Z', RATES)}
        remote={false}
        clientId=""
        taskGroups={GROUPS}
        rates={RATES}
        premium={premium}
        showPremium={false}
        onChange={onChange}
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
  return { onSubmit, onChange };
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('report editor', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it('shows the rule at the field, keeps what was typed, and sends once corrected', () => {
    const { onSubmit, onChange } = setup();
    type('Hours: Visitors', '2');
    type('Minutes: Sorting', '30');
    expect(screen.getByRole('region', { name: 'Totals' }).textContent).toContain('2h30');
    // the bar at the bottom of the screen holds the running total and the only send button
    const bar = screen.getByRole('group', { name: 'Running total and sending of the report' });
    expect(bar.textContent).toContain('2h30');
    expect(within(bar).getByRole('button', { name: 'Send the report' })).toBe(
      screen.getByRole('button', { name: 'Send the report' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const comment = screen.getByLabelText('Public comment');
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('An intervention under 3 hours needs a comment explaining why')).toBeTruthy();
    expect(document.activeElement).toBe(comment);
    expect(screen.getByLabelText<HTMLInputElement>('Hours: Visitors').value).toBe('2');
    type('Public comment', 'Client left early');
    expect(comment.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalled();
  });

  it('asks for a proof on each expense', () => {
    const { onSubmit } = setup();
    type('Hours: Visitors', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Add an expense' }));
    type('Amount of expense 1 (€)', '12,50');
    fireEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Add a proof (photo or PDF) for this expense')).toBeTruthy();
  });

  it('refuses a proof with the no-connection message when the compression cannot be loaded', async () => {
    // the image compression is loaded on the first pick; here its chunk cannot be fetched (offline, never cached)
    vi.doMock('../../../lib/image/compress', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/compress.js');
    });
    try {
      setup();
      fireEvent.click(screen.getByRole('button', { name: 'Add an expense' }));
      const receipt = new File(['jpeg'], 'receipt.jpg', { type: 'image/jpeg' });
      fireEvent.change(screen.getByLabelText(/^Proof file: /), { target: { files: [receipt] } });
      expect(
        await screen.findByText('This action is not possible without an internet connection'),
      ).toBeTruthy();
      expect(screen.queryByText('Preparing the proof…')).toBeNull();
      expect(screen.queryByText('Proof: receipt.jpg')).toBeNull();
    } finally {
      vi.doUnmock('../../../lib/image/compress');
    }
  });

  it('shows premium tasks only once the client approved them, and the ask button when never asked', () => {
    setup({ eventId: 'v1', enabled: true, state: 'NONE' });
    expect(screen.getByRole('button', { name: 'Ask for premium services' })).toBeTruthy();
    expect(screen.queryByLabelText('Hours: Litigation')).toBeNull();
    cleanup();
    setup({ eventId: 'v1', enabled: true, state: 'WAITING' });
    expect(screen.getByText("Premium services: waiting for the client's answer.")).toBeTruthy();
    cleanup();
    setup({ eventId: 'v1', enabled: true, state: 'APPROVED' });
    expect(screen.getByLabelText('Hours: Litigation')).toBeTruthy();
  });
});
