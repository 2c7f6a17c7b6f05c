import { beforeAll, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { isReportedStatus } from './domain-light';
import { describeError, errorText, itemFailure } from './error-message';
import { ApiError } from './http';
import { installMessages } from './i18n';

const body = (errorCode: string, message = '', errors: { errorCode: string; field?: string }[] = []) =>
  ({ success: false, errorCode, message, errors }) as unknown as ConstructorParameters<typeof ApiError>[1];

describe('error to message (spec 8)', () => {
  beforeAll(() => installMessages('en', en));

  it('translates the first field error code', () => {
    const e = new ApiError(
      400,
      body('bad_request', 'x', [{ errorCode: 'start_before_6am', field: 'start' }]),
    );
    expect(describeError(e)).toEqual({ title: 'Error', text: 'An intervention cannot start before 6am' });
  });

  it('translates the body code when there is no field error', () => {
    expect(errorText(new ApiError(401, body('bad_credentials', 'Invalid')))).toBe(
      'Incorrect email or password',
    );
  });

  it('shows the server message for a 422', () => {
    expect(describeError(new ApiError(422, body('validation_failed', 'Le champ X est trop long')))).toEqual({
      title: 'Error',
      text: 'Le champ X est trop long',
    });
  });

  it('uses Access denied as the title over the server message for a 403', () => {
    expect(describeError(new ApiError(403, body('access_denied', 'Not your client')))).toEqual({
      title: 'Access denied',
      text: 'Not your client',
    });
  });

  it('shows Server error with the original message for a 500', () => {
    const m = describeError(new ApiError(500, body('server_error', 'boom')));
    expect(m.title).toBe('Server error');
    expect(m.text).toContain('boom');
  });

  it('keeps Server error for a 500 only: another 5xx gets the unknown-error text, and is reported', () => {
    for (const status of [501, 502, 504, 599]) {
      const e = new ApiError(status, body('server_error', 'upstream failed'));
      expect(describeError(e), String(status)).toEqual({
        title: 'Error',
        text: 'An unknown error occurred.',
      });
      expect(isReportedStatus(status), String(status)).toBe(true);
    }
    expect(describeError(new ApiError(502, null)).text).toBe('An unknown error occurred.');
    expect(isReportedStatus(500)).toBe(false);
    // 503 is the offline signal (spec 8): never 'Server error', never reported
    expect(describeError(new ApiError(503, null)).title).toBe('Error');
    expect(isReportedStatus(503)).toBe(false);
  });

  it('falls back on the status when the body has no known code', () => {
    expect(errorText(new ApiError(400, null))).toBe('This request is invalid');
    expect(errorText(new ApiError(401, null))).toBe('Authentication required');
    expect(errorText(new ApiError(404, null))).toBe('This ressource cannot be found');
    expect(errorText(new ApiError(418, null))).toBe('An unknown error occurred.');
  });

  it('says there is no connection for a network error', () => {
    expect(errorText(new ApiError(0, null, 'network'))).toBe(
      'This action is not possible without an internet connection',
    );
  });

  it('is in French with the French texts', () => {
    installMessages('fr', fr);
    expect(errorText(new ApiError(401, body('bad_credentials')))).toBe(
      'Identifiant ou mot de passe incorrect',
    );
    installMessages('en', en);
  });
});

describe('why an item screen has no item (spec 8 by status)', () => {
  it('403 is denied, 404 is missing, anything else failed', () => {
    expect(itemFailure(new ApiError(403, body('access_denied', 'Access denied')))).toBe('denied');
    expect(itemFailure(new ApiError(403, null))).toBe('denied');
    expect(itemFailure(new ApiError(404, body('not_found', 'Client not found')))).toBe('missing');
    expect(itemFailure(new ApiError(500, body('server_error', 'boom')))).toBe('failed');
    expect(itemFailure(new ApiError(0, null, 'network'))).toBe('failed');
    expect(itemFailure(new Error('x'))).toBe('failed');
    expect(itemFailure(null)).toBe('failed');
  });
});
