export * from './portals/portals.js';
export * from './errors/error-catalogue.js';
export * from './api/envelope.js';
export * from './api/hello.js';
