export { Int64Scalar } from './int64.scalar';
export { LocalDateScalar, isLocalDate } from './local-date.scalar';
export { DateTimeScalar } from './date-time.scalar';
export { UuidScalar, isUuid } from './uuid.scalar';
export { JsonObjectScalar } from './json.scalar';
