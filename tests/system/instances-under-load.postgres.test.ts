import { describeInstancesUnderLoad } from './instances-under-load';

// Rate limits counted in the PostgreSQL table the instances share (no REDIS_URL).
describeInstancesUnderLoad({ name: 'all three running', killOne: false });
