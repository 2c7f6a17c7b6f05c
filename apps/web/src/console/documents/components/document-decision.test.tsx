import type { StaffDocumentItem } from '@relais/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/console/en.json';
import { ApiError, networkError } from '../../../lib/http';
import { installMessages } from '../../../lib/i18n';
import { flush } from '../../../lib/test-kit/screen';
import { installConsoleTexts } from '../../i18n';
import { DocumentDecision } from './document-decision';

const review = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock('../api', () => ({ reviewDocument: review.fn }));

const insurance: StaffDocumentItem = {
  assistant: { id: 'a1', name: 'Camille Durand' },
  fileType: 'PROFESSIONAL_INSURANCE',
  state: 'SENT',
  status: 'PENDING',
  replacing: false,
  sentAt: '2026-03-10T09:00:00.000Z',
  expirationDate: '2027-01-31',
  expiry: 'required',
  fileId: 'f1',
  file: { id: 'f1', name: 'assurance.pdf', type: 'application/pdf', size: 1200 },
};

/** The value a field shows. */
const valueOf = (el: HTMLElement): string => (el as HTMLInputElement).value;

const show = (item: StaffDocumentItem = insurance) => {
  const decided = vi.fn();
  const moved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DocumentDecision item={item} onDecided={decided} onMoved={moved} />
    </QueryClientProvider>,
  );
  return { decided, moved };
};

afterEach(cleanup);

beforeEach(() => {
  installMessages('en', { errors: { 'date-in-future': 'The date must be in the future' } });
  installConsoleTexts(en);
  review.fn.mockReset();
});

describe('the decision on a document', () => {
  it('validates with the expiry date as sent, or as corrected; the date is required for the insurance', async () => {
    review.fn.mockResolvedValue({});
    const { decided } = show();
    const date = screen.getByLabelText(/^Expiry date/);
    expect(valueOf(date)).toBe('2027-01-31');
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByText('Type the expiry date written on the document.')).toBeTruthy();
    expect(review.fn).not.toHaveBeenCalled();
    fireEvent.change(date, { target: { value: '2027-02-28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await flush();
    expect(review.fn).toHaveBeenCalledWith(insurance, { decision: 'VALIDATE', expirationDate: '2027-02-28' });
    expect(decided).toHaveBeenCalledWith('VALIDATE');
  });

  it('keeps the date typed when the server refuses it, its reason under the field', async () => {
    review.fn.mockRejectedValue(
      new ApiError(400, {
        success: false,
        errorCode: 'date-in-future',
        message: 'x',
        errors: [{ errorCode: 'date-in-future', field: 'expirationDate' }],
      }),
    );
    show();
    fireEvent.change(screen.getByLabelText(/^Expiry date/), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await flush();
    expect(screen.getByText('The date must be in the future')).toBeTruthy();
    expect(valueOf(screen.getByLabelText(/^Expiry date/))).toBe('2026-01-01');
  });

  it('keeps the reason typed when the refusal could not be sent, and sends it again', async () => {
    review.fn.mockRejectedValueOnce(networkError()).mockResolvedValueOnce({});
    const { decided } = show({ ...insurance, fileType: 'INSEE_CARD', expiry: 'none', expirationDate: null });
    expect(screen.queryByLabelText(/^Expiry date/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refuse…' }));
    fireEvent.change(screen.getByLabelText('Reason for the refusal'), { target: { value: 'Blurred' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refuse the document' }));
    await flush();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(valueOf(screen.getByLabelText('Reason for the refusal'))).toBe('Blurred');
    fireEvent.click(screen.getByRole('button', { name: 'Refuse the document' }));
    await flush();
    expect(review.fn).toHaveBeenLastCalledWith(expect.objectContaining({ fileType: 'INSEE_CARD' }), {
      decision: 'REFUSE',
      reason: 'Blurred',
    });
    expect(decided).toHaveBeenCalledWith('REFUSE');
  });

  it('says another decision came first (409)', async () => {
    review.fn.mockRejectedValue(
      new ApiError(409, {
        success: false,
        errorCode: 'folder_document_already_decided',
        message: 'x',
        errors: [],
      }),
    );
    const { moved } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await flush();
    expect(moved).toHaveBeenCalledTimes(1);
  });
});
