/** The skills action type, without the screens: the app lists it for the outbox (app/offline-actions.ts). */
export { saveSkillsAction, SAVE_SKILLS } from './api/skills-actions';
