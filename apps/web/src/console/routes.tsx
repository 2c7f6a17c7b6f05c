import { lazy } from 'react';
import { Route } from 'react-router';
import { ConsoleHome } from './home/console-home';
import { ConsoleNotFound } from './shell/console-not-found';

// One line per screen; each queue's code is its own chunk, fetched when its screen opens, e.g.
//   const ReportsPage = lazy(() => import('./reports').then((m) => ({ default: m.ReportsPage })));
//   <Route path="reports" element={<ReportsPage />} />

const ReportsPage = lazy(() => import('./reports').then((m) => ({ default: m.ReportsPage })));
const ReportPage = lazy(() => import('./reports').then((m) => ({ default: m.ReportPage })));
const DocumentsPage = lazy(() => import('./documents').then((m) => ({ default: m.DocumentsPage })));
const InvoicesPage = lazy(() => import('./invoices').then((m) => ({ default: m.InvoicesPage })));
const QuotesPage = lazy(() => import('./quotes').then((m) => ({ default: m.QuotesPage })));
const AuditPage = lazy(() => import('./audit').then((m) => ({ default: m.AuditPage })));
const TeamPage = lazy(() => import('./team').then((m) => ({ default: m.TeamPage })));
const FeedbackPage = lazy(() => import('./feedback').then((m) => ({ default: m.FeedbackPage })));
const FailedMailsPage = lazy(() => import('./mails').then((m) => ({ default: m.FailedMailsPage })));
const AssistantsPage = lazy(() => import('./assistants').then((m) => ({ default: m.AssistantsPage })));
const InboxPage = lazy(() => import('./messages').then((m) => ({ default: m.InboxPage })));
const AssistantRecordPage = lazy(() =>
  import('./assistant-record').then((m) => ({ default: m.AssistantRecordPage })),
);

/** The console's screens under /staff (descendant routes of the app's `/staff/*`). */
export const consoleRoutes = (
  <>
    <Route index element={<ConsoleHome />} />
    <Route path="reports" element={<ReportsPage />} />
    <Route path="reports/:eventId" element={<ReportPage />} />
    <Route path="documents" element={<DocumentsPage />} />
    <Route path="invoices" element={<InvoicesPage />} />
    <Route path="quotes" element={<QuotesPage />} />
    <Route path="audit" element={<AuditPage />} />
    <Route path="team" element={<TeamPage />} />
    <Route path="feedback" element={<FeedbackPage />} />
    <Route path="mails" element={<FailedMailsPage />} />
    <Route path="assistants" element={<AssistantsPage />} />
    <Route path="assistants/:id" element={<AssistantRecordPage />} />
    <Route path="messages" element={<InboxPage />} />
    <Route path="*" element={<ConsoleNotFound />} />
  </>
);
