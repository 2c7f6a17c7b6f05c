/** The server's log as services see it (mail written to files, a failing geocoder or mail server). */
export type ServiceLog = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/** The log of services built without one (tests, the seed). */
export const silentLog: ServiceLog = { info: () => {}, warn: () => {}, error: () => {} };
