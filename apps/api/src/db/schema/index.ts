export * from './users';
export * from './clients';
export * from './reference';
export * from './user-data';
export * from './activity';
export * from './security';
export * from './files';
