/**
 * Whose queue an action joins: the user's, or for a support session (staff acting for her after a
 * helpdesk link) a queue of its own. Support's actions are sent only by a support session (audited
 * with the staff member as actor), never later by her own session as if she made them; hers are
 * never sent by support.
 */
export const outboxOwnerOf = (userId: string | null, support: boolean): string | null =>
  userId === null ? null : support ? `${userId}#support` : userId;
