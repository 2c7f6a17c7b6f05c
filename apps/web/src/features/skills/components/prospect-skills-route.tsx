import { useParams } from 'react-router';
import { ProspectSkillsPage } from './prospect-skills-page';

/** The same page as a route of the app (a navigation inside an open app), outside the shell. */
export const ProspectSkillsRoute = () => {
  const { randomString = '' } = useParams();
  return <ProspectSkillsPage key={randomString} randomString={randomString} />;
};
