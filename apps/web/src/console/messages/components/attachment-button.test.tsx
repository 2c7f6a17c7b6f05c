import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import appEn from '../../../i18n/en.json';
import en from '../../../i18n/console/en.json';
import { ApiError } from '../../../lib/http';
import { installMessages } from '../../../lib/i18n';
import { installConsoleTexts } from '../../i18n';
import { attachmentBlob } from '../api';
import { AttachmentButton } from './attachment-button';

vi.mock('../api', () => ({ attachmentBlob: vi.fn() }));

beforeEach(() => {
  installMessages('en', appEn);
  installConsoleTexts(en);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('AttachmentButton', () => {
  it("reads the conversation's file with the staff call and saves it under its name", async () => {
    vi.mocked(attachmentBlob).mockResolvedValue(new Blob(['%PDF']));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<AttachmentButton conversationId="a1" file={{ id: 'f1', name: 'releve.pdf' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save releve.pdf' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(attachmentBlob).toHaveBeenCalledWith('a1', 'f1');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('releve.pdf');
    clicked.mockRestore();
  });

  it('says why when the file cannot be read', async () => {
    vi.mocked(attachmentBlob).mockRejectedValue(
      new ApiError(404, { success: false, errorCode: 'not_found', message: 'x', errors: [] }),
    );
    render(<AttachmentButton conversationId="a1" file={{ id: 'f1', name: 'releve.pdf' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save releve.pdf' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });
});
