export { stagedUploads } from './staged-uploads.ts';
export { type TransferServerOptions, transferServerApp } from './transfer-server.ts';
export { startUftpd, type Uftpd, type UftpdOptions } from './uftpd.ts';
