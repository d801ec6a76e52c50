import { Foundation1795331411319 } from './1795331411319-Foundation';

/** Every migration, in order. New migrations are appended here (npm run migration:generate). */
export const allMigrations: Function[] = [Foundation1795331411319];
