import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { AboutPage } from './about-page';

describe('about: the privacy policy and the legal notice', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  it("shows the app's texts naming the provider when the configuration sets none", () => {
    render(<AboutPage />);
    expect(screen.getByText('Privacy policy', { selector: 'summary' })).toBeTruthy();
    expect(screen.getByText('Legal notice', { selector: 'summary' })).toBeTruthy();
    expect(screen.getByText(/^Relais Provider processes your data/)).toBeTruthy();
    expect(screen.getByText(/^Relais is published by Relais Provider/)).toBeTruthy();
  });

  it("shows the provider's configured texts, paragraph by paragraph", () => {
    vi.stubEnv('VITE_PRIVACY_POLICY', 'We keep little.\n\nWrite to dpo@provider.test.');
    vi.stubEnv('VITE_LEGAL_NOTICE', 'Provider SAS, 1 rue de la Paix, Paris.');
    render(<AboutPage />);
    expect(screen.getByText('We keep little.').tagName).toBe('P');
    expect(screen.getByText('Write to dpo@provider.test.').tagName).toBe('P');
    expect(screen.getByText('Provider SAS, 1 rue de la Paix, Paris.')).toBeTruthy();
    expect(screen.queryByText(/processes your data/)).toBeNull();
  });
});
