export { useMe, meQueryKey } from './api/use-me';
