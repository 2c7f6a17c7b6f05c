export { useUserQuery, type UserQuery } from './user-query';
