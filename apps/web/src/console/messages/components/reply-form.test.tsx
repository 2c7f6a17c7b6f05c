import type { ErrorCode } from '@relais/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import appEn from '../../../i18n/en.json';
import en from '../../../i18n/console/en.json';
import { ApiError } from '../../../lib/http';
import { installMessages } from '../../../lib/i18n';
import { installConsoleTexts } from '../../i18n';
import { ReplyForm } from './reply-form';

const api = vi.hoisted(() => ({
  replyToConversation: vi.fn(),
  uploadReplyFile: vi.fn(),
  removeReplyFile: vi.fn(),
}));
vi.mock('../api', () => api);
const compress = vi.hoisted(() => ({ prepareProof: vi.fn() }));
vi.mock('../../../lib/image/compress', () => compress);

const onSent = vi.fn();
const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReplyForm conversationId="a1" onSent={onSent} />
    </QueryClientProvider>,
  );

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
/** Picks a file with the labelled file input (the button's own input: keyboard reachable). */
const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Add a file'), { target: { files: [file] } });
const type = (html: string) => {
  const editor = screen.getByRole('textbox', { name: 'Your reply' });
  editor.innerHTML = html;
  fireEvent.input(editor);
  return editor;
};
const serverRefusal = (code: ErrorCode) =>
  new ApiError(400, {
    success: false,
    errorCode: 'validation_failed',
    message: 'x',
    errors: [{ errorCode: code, field: 'file' }],
  });

afterEach(cleanup);
beforeEach(() => {
  installMessages('en', appEn);
  installConsoleTexts(en);
  for (const f of [...Object.values(api), compress.prepareProof, onSent]) f.mockReset();
  compress.prepareProof.mockImplementation(async (file: File) => ({
    ok: true,
    file: { name: file.name, type: file.type, data: await file.arrayBuffer() },
  }));
  let n = 0;
  api.uploadReplyFile.mockImplementation(async (_id: string, f: { name: string }) => ({
    id: `f${++n}`,
    name: f.name,
  }));
  api.removeReplyFile.mockResolvedValue({ success: true });
});

describe('ReplyForm with files', () => {
  it('uploads picked files, lists them with a remove button, and sends their ids with the reply', async () => {
    show();
    expect(screen.getByRole('heading', { name: 'Attachments (0/5)' })).toBeTruthy();
    pick(pdf('devis.pdf'));
    await screen.findByText('devis.pdf');
    pick(pdf('planning.pdf'));
    await screen.findByText('planning.pdf');
    expect(api.uploadReplyFile).toHaveBeenCalledWith('a1', expect.objectContaining({ name: 'devis.pdf' }));
    expect(screen.getByRole('heading', { name: 'Attachments (2/5)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove devis.pdf' }));
    expect(screen.queryByText('devis.pdf')).toBeNull();
    expect(api.removeReplyFile).toHaveBeenCalledWith('a1', 'f1');

    type('<p>Voici</p>');
    api.replyToConversation.mockResolvedValueOnce({});
    fireEvent.click(screen.getByRole('button', { name: 'Send the reply' }));
    await screen.findByText('Reply sent.');
    expect(api.replyToConversation).toHaveBeenCalledWith('a1', { content: '<p>Voici</p>', fileIds: ['f2'] });
    expect(screen.queryByText('planning.pdf')).toBeNull();
    expect(onSent).toHaveBeenCalled();
  });

  it("says why a file is refused with her compose's texts, before or by the server", async () => {
    show();
    compress.prepareProof.mockResolvedValueOnce({ ok: false, code: 'file_too_big' });
    pick(pdf('big.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(appEn.messageCompose.fileErrors.file_too_big);
    api.uploadReplyFile.mockRejectedValueOnce(serverRefusal('file_content_type_not_allowed'));
    pick(pdf('page.pdf'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        appEn.messageCompose.fileErrors.file_content_type_not_allowed,
      ),
    );
    pick(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe(
      appEn.messageCompose.fileErrors.file_content_type_not_allowed,
    );
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByLabelText('Add a file').getAttribute('aria-invalid')).toBe('true');
  });

  it('takes MESSAGE_FILES_MAX files, then says the list is full', async () => {
    show();
    for (let i = 1; i <= 5; i += 1) {
      pick(pdf(`f${i}.pdf`));
      await screen.findByText(`f${i}.pdf`);
    }
    expect(screen.queryByLabelText('Add a file')).toBeNull();
    expect(screen.getByText('5 files attached: remove one to add another.')).toBeTruthy();
  });

  it('keeps the text and the files when the send fails', async () => {
    show();
    pick(pdf('devis.pdf'));
    await screen.findByText('devis.pdf');
    const editor = type('<p>Voici le devis</p>');
    api.replyToConversation.mockRejectedValueOnce(
      new ApiError(404, { success: false, errorCode: 'not_found', message: 'gone', errors: [] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send the reply' }));
    await waitFor(() => expect(api.replyToConversation).toHaveBeenCalled());
    await screen.findByText(appEn.errors.not_found);
    expect(editor.innerHTML).toContain('Voici le devis');
    expect(screen.getByText('devis.pdf')).toBeTruthy();
    expect(api.removeReplyFile).not.toHaveBeenCalled();
  });
});
