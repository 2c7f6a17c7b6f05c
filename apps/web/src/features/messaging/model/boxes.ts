import type { MessageSummary, MessageType } from '@relais/domain/rules';

/** The four tabs of /messaging: the path segment of each and the list it shows (spec 2 and 4). */
export const BOXES = [
  { segment: 'reception', type: 'received' },
  { segment: 'sent', type: 'sent' },
  { segment: 'drafts', type: 'draft' },
  { segment: 'archives', type: 'archived' },
] as const satisfies readonly { segment: string; type: MessageType }[];

export type BoxSegment = (typeof BOXES)[number]['segment'];

export const boxPath = (type: MessageType): string =>
  `/messaging/${BOXES.find((b) => b.type === type)?.segment ?? 'reception'}`;

/**
 * Where a list line leads: a draft to its form (the compose feature's), any other message to the
 * reading screen under its tab (`/messaging/{tab}/{id}`, so back returns to the tab it came from).
 */
export const messagePath = (type: MessageType, id: string): string =>
  type === 'draft'
    ? `/messaging/edit/${encodeURIComponent(id)}`
    : `${boxPath(type)}/${encodeURIComponent(id)}`;

/** What selected lines of a list can be made: archived (received, sent) or unarchived (archives). */
export const archiveActionOf = (type: MessageType): 'archive' | 'unarchive' | null =>
  type === 'archived' ? 'unarchive' : type === 'draft' ? null : 'archive';

/**
 * The list an archived or unarchived message joins, when known: unarchived, it goes back to received
 * when the caller is its receiver and to sent when she is its sender; archived, to archives.
 */
export const destinationOf = (
  action: 'archive' | 'unarchive',
  line: Pick<MessageSummary, 'sender'>,
  userId: string,
): MessageType => (action === 'archive' ? 'archived' : line.sender.id === userId ? 'sent' : 'received');
