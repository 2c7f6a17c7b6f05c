/** The loyalty programme: /loyalty-rewards/programme (levels, points, referral) and /loyalty-rewards/historique. */
export { LoyaltyPage } from './components/loyalty-page';
