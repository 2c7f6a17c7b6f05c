export { useDrawerClients } from './use-drawer-clients';
export {
  activeClientsQueryKey,
  clientChoices,
  clientsQuery,
  otherClientsQueryKey,
  useClientChoices,
  type ClientChoice,
  type ClientsKind,
} from './clients-query';
