/** Missions: the assistant's clients, and each client's mission page. */
export { MissionsPage } from './components/missions-page';
export { MissionPage } from './components/mission-page';
