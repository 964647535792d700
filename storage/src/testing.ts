// `@rushes/storage/testing`: what other packages' tests use of storage.
export { objectStorageContract, type StorageUnderTest } from './object-storage.contract.ts';
export { type LoopbackS3, startS3rver } from './s3rver.fixture.ts';
