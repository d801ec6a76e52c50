import 'reflect-metadata';

process.env.NODE_ENV ??= 'test';
process.env.LOG_LEVEL ??= 'silent';
