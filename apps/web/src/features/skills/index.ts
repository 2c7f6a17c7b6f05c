export * from './actions';
export { SkillsPage } from './components/skills-page';
