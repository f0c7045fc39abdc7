import { inject } from 'vitest';

// Over PostgreSQL (CUIB_E2E_STORE=postgres), the site processes a test starts itself use the same
// database as the suite's sites (startSite passes this process's environment on).
const url = inject('databaseUrl');
if (url) process.env.CUIB_DATABASE_URL = url;
