import { assistantRoutes } from './assistants';
import { availabilityRoutes } from './availability';
import { authRoutes } from './auth';
import { clientRoutes } from './clients';
import { dashboardRoutes } from './dashboard';
import { eventRoutes } from './events';
import { fileRoutes } from './files';
import { invoiceRoutes } from './invoices';
import { referenceRoutes } from './reference';
import { systemRoutes } from './system';
import { userRoutes } from './users';

export * from './route';
export * from './auth';
export * from './assistants';
export * from './clients';
export * from './reference';
export * from './users';
export * from './system';
export * from './availability';
export * from './events';
export * from './files';
export * from './dashboard';
export * from './invoices';

/** Every call of the API, for the server's registration, OpenAPI and the access-control test. */
export const allRoutes = [
  ...authRoutes,
  ...assistantRoutes,
  ...clientRoutes,
  ...referenceRoutes,
  ...userRoutes,
  ...systemRoutes,
  ...availabilityRoutes,
  ...eventRoutes,
  ...fileRoutes,
  ...dashboardRoutes,
  ...invoiceRoutes,
];
