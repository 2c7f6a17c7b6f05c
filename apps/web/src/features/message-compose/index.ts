export { ComposePage } from './components/compose-page';
export * from './actions';
