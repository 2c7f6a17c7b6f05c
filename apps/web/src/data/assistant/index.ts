export { useMe, meQuery, meQueryKey } from './use-me';
