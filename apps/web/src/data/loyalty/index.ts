export { loyaltyKeys } from './keys';
