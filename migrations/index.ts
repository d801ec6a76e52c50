import { Foundation1795331411319 } from './1795331411319-Foundation';
import { DevMailbox1795331618962 } from './1795331618962-DevMailbox';
import { Webhooks1795332144879 } from './1795332144879-Webhooks';

/** Every migration, in order. New migrations are appended here (npm run migration:generate). */
export const allMigrations: Function[] = [Foundation1795331411319, DevMailbox1795331618962, Webhooks1795332144879];
