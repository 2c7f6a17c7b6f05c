import type { Message, MessageRecipient } from '@relais/domain/rules';
import { routeTable } from '@relais/contract/routes';
import { call } from '../../../lib/api-client';
import { messageKeys } from '../../../data/messages/keys';
import { useUserQuery, type UserQuery } from '../../../data/user';
import { isOutboxItemId } from '../../../offline';

/**
 * GET /users/{id}/messages/recipients: whom she may write to. Kept in the persisted cache (every
 * query with data is), so the form offers the same recipients offline.
 */
export const recipientsQuery: UserQuery<{ recipients: MessageRecipient[] }> = {
  key: messageKeys.recipients,
  read: (id) => call(routeTable.getMessageRecipients, { params: { id } }),
  staleTime: 5 * 60_000,
};

export const useRecipients = () => useUserQuery(recipientsQuery);

/** GET /users/{id}/messages/{messageId}: a draft to edit, or the message a reply answers. */
export const useMessage = (messageId: string | undefined) =>
  useUserQuery<Message>({
    key: (userId) => messageKeys.detail(userId, messageId),
    read: (id) => call(routeTable.getMessage, { params: { id, messageId: messageId ?? '' } }),
    enabled: Boolean(messageId && !isOutboxItemId(messageId)),
    staleTime: 30_000,
  });
