export { useMe, meQueryKey } from './use-me';
