import type { MessagePage, MessageSummary } from '@relais/domain/rules';

/**
 * The lines of each page read so far, a line shown once: a message that arrived between two page
 * reads shifts the server's pages, so a line of page n can come again at the top of page n + 1. A
 * page with nothing to drop keeps its own array (its rows are not rendered again).
 */
export const distinctPages = (pages: readonly MessagePage[] | undefined): MessageSummary[][] => {
  const seen = new Set<string>();
  return (pages ?? []).map((p) => {
    const repeated = p.content.some((m) => seen.has(m.id));
    const content = repeated ? p.content.filter((m) => !seen.has(m.id)) : p.content;
    for (const m of content) seen.add(m.id);
    return content;
  });
};
