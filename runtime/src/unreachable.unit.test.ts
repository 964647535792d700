import { describe, expect, it } from 'vitest';
import {
  hideCredentials,
  natsAt,
  postgresAt,
  reach,
  redisAt,
  s3At,
  smtpAt,
  UnreachableError,
  unreachableMessage,
} from './unreachable.ts';

const socketError = (code: string, message = `connect ${code} 127.0.0.1:1`) =>
  Object.assign(new Error(message), { code });

describe('hideCredentials', () => {
  it('hides passwords and tokens, in each address of a list', () => {
    expect(hideCredentials('postgres://rushes:s3cret@db:5432/rushes')).toBe(
      'postgres://rushes:***@db:5432/rushes',
    );
    expect(hideCredentials('nats://a:pw@n1:4222,nats://token@n2:4222,n3:4222')).toBe(
      'nats://a:***@n1:4222,nats://***@n2:4222,n3:4222',
    );
    expect(hideCredentials('redis://:pw@cache:6379')).toBe('redis://:***@cache:6379');
    expect(hideCredentials('user:pw@n1:4222')).toBe('user:***@n1:4222');
  });

  it('leaves an address without credentials as it is', () => {
    expect(hideCredentials('postgres://db:5432/rushes')).toBe('postgres://db:5432/rushes');
    expect(hideCredentials('nats://n1:4222,nats://n2:4222')).toBe('nats://n1:4222,nats://n2:4222');
  });
});

describe('unreachableMessage', () => {
  it('names the server, its address without the password, the variable and the reason', () => {
    const database = postgresAt('postgres://rushes:s3cret@127.0.0.1:1/rushes');
    expect(unreachableMessage(database, socketError('ECONNREFUSED'))).toBe(
      'Cannot connect to PostgreSQL at postgres://rushes:***@127.0.0.1:1/rushes (DATABASE_URL): ' +
        'connection refused (is it running, on that address?)',
    );
  });

  it("says a database is missing in PostgreSQL's words", () => {
    const missing = Object.assign(new Error('database "rushes" does not exist'), { code: '3D000' });
    expect(unreachableMessage(postgresAt('postgres://db/rushes'), missing)).toBe(
      'Cannot connect to PostgreSQL at postgres://db/rushes (DATABASE_URL): ' +
        'database "rushes" does not exist',
    );
  });

  it('finds the socket error a client wrapped', () => {
    const wrapped = new Error('connection refused', { cause: socketError('ECONNREFUSED') });
    expect(unreachableMessage(natsAt('nats://127.0.0.1:1'), wrapped)).toBe(
      'Cannot connect to NATS at nats://127.0.0.1:1 (NATS_URL): ' +
        'connection refused (is it running, on that address?)',
    );
    expect(unreachableMessage(redisAt('redis://cache:6379'), socketError('ENOTFOUND'))).toBe(
      'Cannot connect to Redis at redis://cache:6379 (REDIS_URL): unknown host',
    );
  });

  it('names the mail server with its password hidden, and a refused login', () => {
    const refused = Object.assign(new Error('Invalid login: 535 Authentication failed'), {
      code: 'EAUTH',
    });
    expect(unreachableMessage(smtpAt('smtp://rushes:s3cret@mail:587'), refused)).toBe(
      'Cannot connect to the mail server at smtp://rushes:***@mail:587 (SMTP_URL): ' +
        'user name or password refused',
    );
  });

  it('names the S3 endpoint and bucket, and a refused key', () => {
    const s3 = s3At({ s3Endpoint: 'http://minio:9000', s3Region: 'us-east-1', s3Bucket: 'media' });
    const refused = Object.assign(new Error('The access key is unknown'), {
      name: 'InvalidAccessKeyId',
    });
    expect(unreachableMessage(s3, refused)).toBe(
      'Cannot connect to S3 at http://minio:9000 (bucket media) (S3_ENDPOINT): ' +
        'access key refused (S3_ACCESS_KEY_ID)',
    );
    const aws = s3At({ s3Region: 'eu-west-1', s3Bucket: 'media' });
    expect(unreachableMessage(aws, socketError('ETIMEDOUT'))).toBe(
      'Cannot connect to S3 at AWS eu-west-1 (bucket media) (S3_BUCKET): no answer in time',
    );
  });

  it('keeps any other reason on one line', () => {
    const odd = new Error('jetstream\nnot enabled');
    expect(unreachableMessage(natsAt('n1:4222'), odd)).toBe(
      'Cannot connect to NATS at n1:4222 (NATS_URL): jetstream not enabled',
    );
  });
});

describe('reach', () => {
  it('passes the value through, and a failure as an UnreachableError naming the server', async () => {
    const database = postgresAt('postgres://db/rushes');
    await expect(reach(database, async () => 42)).resolves.toBe(42);
    const failed = reach(database, () => Promise.reject(socketError('ECONNREFUSED')));
    await expect(failed).rejects.toBeInstanceOf(UnreachableError);
    await expect(failed).rejects.toThrow(
      /^Cannot connect to PostgreSQL at postgres:\/\/db\/rushes/,
    );
  });
});
