export const RUN_EXPORT_JOB = 'exports.run';
export const EXPIRE_EXPORTS_JOB = 'exports.expire';
