/** Recruitment: the steps a new assistant completes (`/user/newinfo`) and her status. */
export { RecruitmentPage } from './components/recruitment-page';
export * from './actions';
