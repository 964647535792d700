export * from './job-fixtures.ts';
export * from './media-fixtures.ts';
