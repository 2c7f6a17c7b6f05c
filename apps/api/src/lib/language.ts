import type { FastifyReply, FastifyRequest } from 'fastify';

/** The languages the app speaks; French is the product's own (and the default). */
export type Language = 'fr' | 'en';

/**
 * The caller's language from `Accept-Language` (the app sends its interface language): the first
 * of fr or en by preference weight, French when neither is asked for or the header is missing.
 */
export const languageOf = (header: string | undefined): Language => {
  const asked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((l) => l.weight > 0 && (l.base === 'fr' || l.base === 'en'))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return asked[0]?.base === 'en' ? 'en' : 'fr';
};

/**
 * The language of a request whose answer depends on it; marks the answer `Vary: Accept-Language`
 * so that no cache (browser, service worker, proxy) serves one language's copy to the other.
 */
export const answerLanguage = (request: FastifyRequest, reply: FastifyReply): Language => {
  reply.header('vary', 'Accept-Language');
  return languageOf(request.headers['accept-language']);
};

/** A label in the caller's language: the English one when asked for and known, else the French one. */
export const labelIn = (lang: Language, row: { label: string; labelEn: string | null }): string =>
  lang === 'en' ? (row.labelEn ?? row.label) : row.label;
