export { FeedbackButton } from './components/feedback-button';
export { FeedbackToggle } from './components/feedback-toggle';
