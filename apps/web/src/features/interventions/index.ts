export { VisitFormPage } from './components/visit-form-page';
export { InterventionsSection } from './components/interventions-section';
export { interventionLink } from './api/intervention-link';
export * from './actions';
