export { useDrawerClients } from './use-drawer-clients';
export {
  activeClientsQueryKey,
  cachedClient,
  clientsQuery,
  otherClientsQueryKey,
  useClientChoices,
  useClients,
  type ClientChoice,
} from './clients-query';
export { clientRatesKey, clientRatesQuery, useClientRates } from './client-rates';
