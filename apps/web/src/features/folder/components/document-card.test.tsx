import type { FolderDocument } from '@relais/domain/rules';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { setClock } from '../../../lib/clock';
import { installMessages } from '../../../lib/i18n';

const sent = vi.hoisted(() => ({ bodies: [] as unknown[], files: [] as File[][] }));
vi.mock('../../../offline', () => ({
  useUserId: () => 'u1',
  toFile: (f: { name: string; type: string; data: ArrayBuffer }) =>
    new File([f.data], f.name, { type: f.type }),
  submitAction: (_def: unknown, body: unknown, _texts: unknown, files: File[]) => {
    sent.bodies.push(body);
    sent.files.push(files);
    return Promise.resolve({ kind: 'sent' });
  },
  resubmitAction: vi.fn(),
  defineAction: (spec: object) => spec,
  uploadStoredFile: vi.fn(),
}));

const { DocumentCard } = await import('./document-card');

const PDF = '%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n';
const doc = (over: Partial<FolderDocument> = {}): FolderDocument => ({
  fileType: 'BANK_DETAILS',
  state: 'MISSING',
  status: null,
  expirationDate: null,
  pdfOnly: false,
  expiry: 'none',
  file: null,
  iban: null,
  bic: null,
  refusalReason: null,
  replacement: null,
  ...over,
});
const inRouter = (node: ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <ul>{node}</ul> }])} />);
const pick = (card: HTMLElement, name: string, content: string, type: string) => {
  const input = within(card).getByLabelText(/^Document – /);
  fireEvent.change(input, { target: { files: [new File([content], name, { type })] } });
};

beforeAll(() => {
  installMessages('en', en);
  setClock({ now: () => new Date('2026-11-21T09:00:00+01:00') });
});
afterEach(() => {
  cleanup();
  sent.bodies = [];
  sent.files = [];
});

describe('a document of the file', () => {
  it('shows validated bank details in force, masked but for the last four, and offers new ones', () => {
    const validated = doc({
      state: 'VALIDATED',
      status: 'VALIDATED',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
    });
    inRouter(<DocumentCard doc={validated} pending={null} />);
    expect(screen.getByText('Validated')).toBeTruthy();
    expect(screen.getByText('IBAN: •••• 0189')).toBeTruthy();
    expect(screen.queryByText(/30006000/)).toBeNull();
    expect(screen.getByText(/in force/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send new bank details' })).toBeTruthy();
  });

  it('shows new bank details waiting (or refused) beside the ones in force', () => {
    const replacement = {
      status: 'PENDING' as const,
      expirationDate: null,
      file: null,
      iban: '•••• 3000',
      bic: 'COBADEFFXXX',
      refusalReason: null,
    };
    const validated = doc({ state: 'VALIDATED', status: 'VALIDATED', iban: '•••• 0189', bic: 'AGRIFRPP' });
    inRouter(<DocumentCard doc={{ ...validated, replacement }} pending={null} />);
    expect(screen.getByTestId('folder-state').textContent).toBe('Validated');
    const waiting = screen.getByTestId('folder-replacement');
    expect(within(waiting).getByText('Sent, awaiting review')).toBeTruthy();
    expect(within(waiting).getByText('IBAN: •••• 3000')).toBeTruthy();
    expect(screen.getByText('IBAN: •••• 0189')).toBeTruthy();
    cleanup();
    const refused = { ...replacement, status: 'REJECTED' as const, refusalReason: 'Blurred' };
    inRouter(<DocumentCard doc={{ ...validated, replacement: refused }} pending={null} />);
    expect(within(screen.getByTestId('folder-replacement')).getByText('Reason: Blurred')).toBeTruthy();
    expect(screen.getByTestId('folder-state').textContent).toBe('Validated');
    cleanup();
    // queued: the validated ones keep their badge, the new ones await the connection
    inRouter(<DocumentCard doc={validated} pending="waiting" />);
    expect(screen.getByTestId('folder-state').textContent).toBe('Validated');
    expect(
      within(screen.getByTestId('folder-replacement')).getByText('Sent, awaiting connection'),
    ).toBeTruthy();
  });

  it("shows a refusal's reason, and a queued send as awaiting connection (no form meanwhile)", () => {
    inRouter(
      <DocumentCard
        doc={doc({ state: 'REFUSED', status: 'REJECTED', refusalReason: 'Blurred' })}
        pending={null}
      />,
    );
    expect(screen.getByText('Refused')).toBeTruthy();
    expect(screen.getByText('Reason: Blurred')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace' })).toBeTruthy();
    cleanup();
    inRouter(<DocumentCard doc={doc()} pending="waiting" />);
    expect(screen.getByText('Sent, awaiting connection')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('names an invalid IBAN as soon as the field is left, keeps the text, and sends once it is fixed', async () => {
    inRouter(<DocumentCard doc={doc()} pending={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const card = screen.getByRole('form');
    pick(card, 'rib.pdf', PDF, 'application/pdf');
    await waitFor(() => expect(within(card).getByText('Chosen: rib.pdf')).toBeTruthy());
    const iban = within(card).getByRole('textbox', { name: 'IBAN' });
    fireEvent.change(iban, { target: { value: 'FR76 3000 6000 0112 3456 7890 188' } });
    expect(within(card).queryByText(/This IBAN is not valid/)).toBeNull();
    fireEvent.blur(iban);
    expect(within(card).getByText(/This IBAN is not valid/)).toBeTruthy();
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect((iban as HTMLInputElement).value).toBe('FR76 3000 6000 0112 3456 7890 188');
    fireEvent.change(iban, { target: { value: 'FR76 3000 6000 0112 3456 7890 189' } });
    expect(within(card).queryByText(/This IBAN is not valid/)).toBeNull();
    // the BIC is still empty: the send is refused early, nothing queued
    fireEvent.click(within(card).getByRole('button', { name: 'Send the document' }));
    expect(within(card).getByText(/This BIC is not valid/)).toBeTruthy();
    expect(sent.bodies).toEqual([]);
    fireEvent.change(within(card).getByRole('textbox', { name: 'BIC' }), { target: { value: 'bnpa frpp' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send the document' }));
    await waitFor(() => expect(sent.bodies).toHaveLength(1));
    expect(sent.bodies[0]).toEqual({
      assistantId: 'u1',
      fileType: 'BANK_DETAILS',
      expirationDate: null,
      iban: 'FR7630006000011234567890189',
      bic: 'BNPAFRPP',
    });
    expect(sent.files[0]?.map((f) => f.name)).toEqual(['rib.pdf']);
  });

  it('refuses a photo for a pdf-only document as soon as it is picked', async () => {
    inRouter(<DocumentCard doc={doc({ fileType: 'SIGNED_CONTRACT', pdfOnly: true })} pending={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const card = screen.getByRole('form');
    pick(card, 'contract.jpg', 'jpeg', 'image/jpeg');
    await waitFor(() => expect(within(card).getByText('This document must be a PDF')).toBeTruthy());
    // a file named .pdf that is not one: refused too, nothing picked
    pick(card, 'contract.pdf', 'not a pdf', 'application/pdf');
    await waitFor(() => expect(within(card).queryByText('Preparing the file…')).toBeNull());
    expect(within(card).getByText('This document must be a PDF')).toBeTruthy();
    expect(within(card).queryByText(/^Chosen:/)).toBeNull();
    // a real PDF is taken
    pick(card, 'contract.pdf', PDF, 'application/pdf');
    await waitFor(() => expect(within(card).getByText('Chosen: contract.pdf')).toBeTruthy());
    expect(within(card).queryByText('This document must be a PDF')).toBeNull();
  });
});
