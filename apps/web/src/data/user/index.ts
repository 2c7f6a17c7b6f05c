export { useUserQuery, userQueryOptions, type UserQuery } from './user-query';
