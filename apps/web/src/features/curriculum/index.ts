export { CurriculumPage } from './components/curriculum-page';
export * from './actions';
