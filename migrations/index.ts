import { Foundation1795331411319 } from './1795331411319-Foundation';
import { DevMailbox1795331618962 } from './1795331618962-DevMailbox';
import { IdentitySessions1795332234310 } from './1795332234310-IdentitySessions';

/** Every migration, in order. New migrations are appended here (npm run migration:generate). */
export const allMigrations: Function[] = [Foundation1795331411319, DevMailbox1795331618962, IdentitySessions1795332234310];
