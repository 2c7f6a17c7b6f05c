export { useDrawerClients } from './api/use-drawer-clients';
export {
  activeClientsQueryKey,
  clientChoices,
  clientsQuery,
  otherClientsQueryKey,
  useClientChoices,
  type ClientChoice,
  type ClientsKind,
} from './api/clients-query';
