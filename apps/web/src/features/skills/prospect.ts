/**
 * The prospect's public page alone (`/skills/{randomString}`): what main.tsx loads for that path,
 * without the router, the query cache, the outbox or the signed-in shell.
 */
export { ProspectSkillsPage } from './components/prospect-skills-page';
