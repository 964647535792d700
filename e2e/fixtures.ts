/** The first superuser the e2e app starts with (RUSHES_ADMIN_EMAIL / RUSHES_ADMIN_PASSWORD). */
export const admin = { email: 'admin@rushes.test', password: 'correct horse 42' };
