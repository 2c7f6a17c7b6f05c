export { useDrawerClients, activeClientsQueryKey } from './api/use-drawer-clients';
