export { useDrawerClients } from './use-drawer-clients';
export {
  activeClientsQueryKey,
  cachedClient,
  clientChoices,
  clientsQuery,
  otherClientsQueryKey,
  useClientChoices,
  useClients,
  type ClientChoice,
  type ClientsKind,
} from './clients-query';
export { clientRatesKey, useClientRates } from './client-rates';
