export { useDrawerClients } from './use-drawer-clients';
export {
  activeClientsQueryKey,
  cachedClient,
  otherClientsQueryKey,
  useClientChoices,
  useClients,
  type ClientChoice,
} from './clients-query';
export { clientRatesKey, useClientRates } from './client-rates';
