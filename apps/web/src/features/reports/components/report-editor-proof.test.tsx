import type { AssistantRate } from '@relais/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { emptyReportForm } from '../model/report-values';
import { ReportEditor } from './report-editor';

// the image compression is loaded on the first pick; here its chunk cannot be fetched (offline, never cached)
vi.mock('../../../lib/image/compress', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/compress.js');
});

const RATES: AssistantRate[] = [{ id: 'r1', kind: 'STANDARD', label: 'Standard', hourlyRate: 30 }];

describe('report editor, proof picked while the compression cannot be loaded', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it('refuses the proof with the no-connection message instead of preparing it forever', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ReportEditor
          initial={emptyReportForm('2026-11-20T08:30:00.000Z', RATES)}
          remote={false}
          clientId=""
          taskGroups={[]}
          rates={RATES}
          premium={null}
          showPremium={false}
          onChange={vi.fn()}
          onSubmit={vi.fn()}
        />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add an expense' }));
    const input = screen.getByLabelText(/^Proof file: /);
    fireEvent.change(input, {
      target: { files: [new File(['jpeg'], 'receipt.jpg', { type: 'image/jpeg' })] },
    });
    expect(
      await screen.findByText('This action is not possible without an internet connection'),
    ).toBeTruthy();
    expect(screen.queryByText('Preparing the proof…')).toBeNull();
    expect(screen.queryByText('Proof: receipt.jpg')).toBeNull();
  });
});
