// Test helpers for any workspace: `import { buildMember, messagesOf } from '@dental/domain/testing'`.
export * from './builders.js';
export * from './schema-testing.js';
