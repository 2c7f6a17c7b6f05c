import { z } from 'zod';
import { addressSuggestionSchema, type AddressSuggestion } from '@relais/domain';
import type { GeocoderConfig } from '../../config';

/** What the address lookup asks of a geocoder: a few places for a typed text, never an error. */
export type Geocoder = {
  kind: GeocoderConfig['kind'];
  lookup: (text: string, limit: number) => Promise<AddressSuggestion[]>;
};

export type GeocoderLog = { warn: (obj: object, msg: string) => void };

/** No geocoder configured: no suggestion, the address stays free text. */
export const noGeocoder: Geocoder = { kind: 'none', lookup: async () => [] };

/** The answer of the address API (GeoJSON FeatureCollection), only what we read of it. */
const banAnswerSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z.object({
        label: z.string(),
        name: z.string(),
        postcode: z.string().optional(),
        city: z.string().optional(),
      }),
    }),
  ),
});

export const BAN_TIMEOUT_MS = 3000;

/**
 * The French national address base (api-adresse.data.gouv.fr `GET /search/?q&limit&autocomplete=1`):
 * each feature becomes a suggestion in France. A failure (network, timeout, status, shape) is logged
 * and answers no suggestion: the field stays free text, never a 5xx.
 */
export const banGeocoder = (
  config: { url: string; timeoutMs?: number },
  log: GeocoderLog,
  fetchImpl: typeof fetch = fetch,
): Geocoder => ({
  kind: 'ban',
  lookup: async (text, limit) => {
    const url = new URL('/search/', config.url);
    url.searchParams.set('q', text);
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('autocomplete', '1');
    try {
      const res = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs ?? BAN_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
      const answer = banAnswerSchema.parse(await res.json());
      return answer.features.flatMap(({ geometry, properties }) => {
        const [longitude, latitude] = geometry.coordinates;
        const suggestion = addressSuggestionSchema.safeParse({
          label: properties.label,
          address: properties.name,
          zipCode: properties.postcode ?? '',
          city: properties.city ?? '',
          country: 'France',
          latitude,
          longitude,
        });
        return suggestion.success ? [suggestion.data] : [];
      });
    } catch (error) {
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'address lookup failed');
      return [];
    }
  },
});

export const createGeocoder = (config: GeocoderConfig | undefined, log: GeocoderLog): Geocoder =>
  config?.kind === 'ban' ? banGeocoder(config, log) : noGeocoder;
