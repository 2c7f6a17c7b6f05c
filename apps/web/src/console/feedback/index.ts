export { FeedbackPage } from './components/feedback-page';
