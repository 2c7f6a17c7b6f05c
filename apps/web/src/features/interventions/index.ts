export { VisitFormPage } from './components/visit-form-page';
export { InterventionsSection } from './components/interventions-section';
export * from './actions';
