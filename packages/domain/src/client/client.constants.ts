/** The values of the clients list's `clientsToRetrieve` filter. */
export const CLIENTS_TO_RETRIEVE = ['NEWANDACTIVE', 'INDIRECT'] as const;
