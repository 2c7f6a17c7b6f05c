import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressSuggestion } from '@relais/domain/rules';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { AddressField } from './address-field';

const api = vi.hoisted(() => ({
  call: vi.fn((..._args: unknown[]) => Promise.resolve([] as unknown)),
  offline: false,
}));
vi.mock('../../../lib/api-client', () => ({ call: api.call }));
vi.mock('../../../offline', () => ({ useConnectivity: () => ({ offline: api.offline }) }));

const AMIENS: AddressSuggestion = {
  label: '8 Boulevard du Port 80000 Amiens',
  address: '8 Boulevard du Port',
  zipCode: '80000',
  city: 'Amiens',
  country: 'France',
  latitude: 49.897443,
  longitude: 2.290084,
};
const PARIS: AddressSuggestion = { ...AMIENS, label: '8 Rue du Port 75001 Paris', city: 'Paris' };

const Harness = ({ onChoose }: { onChoose: (s: AddressSuggestion) => void }) => {
  const [value, setValue] = useState('');
  return (
    <AddressField
      label="Address"
      value={value}
      onType={setValue}
      onChoose={(s) => {
        setValue(s.address);
        onChoose(s);
      }}
    />
  );
};

const renderField = () => {
  const onChoose = vi.fn();
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <Harness onChoose={onChoose} />
    </QueryClientProvider>,
  );
  return { onChoose, input: screen.getByRole('combobox', { name: 'Address' }) };
};

describe('address field', () => {
  beforeAll(() => installMessages('en', en));
  beforeEach(() => {
    api.call.mockReset();
    api.call.mockResolvedValue([AMIENS, PARIS]);
    api.offline = false;
  });
  afterEach(cleanup);

  it('suggests once typing pauses, and arrows then Enter choose one', async () => {
    const { onChoose, input } = renderField();
    fireEvent.change(input, { target: { value: '8 bd du port' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([AMIENS.label, PARIS.label]);
    expect(api.call).toHaveBeenCalledTimes(1);
    expect(api.call.mock.calls[0]?.[1]).toEqual({ params: { address: '8 bd du port' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(PARIS);
    expect((input as HTMLInputElement).value).toBe('8 Boulevard du Port');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks nothing under 3 characters, and nothing offline (free text)', async () => {
    const { input } = renderField();
    fireEvent.change(input, { target: { value: '8 ' } });
    await new Promise((r) => setTimeout(r, 400));
    expect(api.call).not.toHaveBeenCalled();
    cleanup();

    api.offline = true;
    const offline = renderField();
    fireEvent.change(offline.input, { target: { value: '8 bd du port' } });
    await new Promise((r) => setTimeout(r, 400));
    expect(api.call).not.toHaveBeenCalled();
    expect((offline.input as HTMLInputElement).value).toBe('8 bd du port');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('stays free text when the lookup answers nothing', async () => {
    api.call.mockResolvedValue([]);
    const { input } = renderField();
    fireEvent.change(input, { target: { value: '12 impasse inconnue' } });
    await waitFor(() => expect(api.call).toHaveBeenCalled());
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('12 impasse inconnue');
  });
});
