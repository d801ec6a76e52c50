import { featureModules } from './index';

/** Every TypeORM entity, for the DataSource (ormconfig.ts). */
export const allEntities: Function[] = featureModules.flatMap((module) => module.entities ?? []);
