export { AbsencesSection } from './components/absences-section';
export { AbsenceFormPage } from './components/absence-form-page';
export * from './actions';
