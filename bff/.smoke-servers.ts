import { writeFileSync } from 'node:fs';
import { createTestDatabase, startTestServices } from '@rushes/testing';
const { services, stop } = await startTestServices();
const db = await createTestDatabase(services.databaseUrl);
writeFileSync('/tmp/smoke-env', `DATABASE_URL=${db.url}\nNATS_URL=${services.natsUrl}\nREDIS_URL=${services.redisUrl}\n`);
console.log('ready');
process.on('SIGTERM', async () => { await db.drop(); await stop(); process.exit(0); });
setInterval(() => {}, 1000);
