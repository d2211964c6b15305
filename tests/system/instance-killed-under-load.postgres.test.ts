import { describeInstancesUnderLoad } from './instances-under-load';

// Rate limits in Redis when the machine has one (CI sets TEST_REDIS_URL), else in PostgreSQL.
describeInstancesUnderLoad({ name: 'one killed with SIGKILL and restarted', killOne: true, redisUrl: process.env.TEST_REDIS_URL });
