import type { FeatureModule } from '../feature-module';
import { can, isAuthenticated } from '../../core/auth/rules';
import { PeriodLockRow } from './period-lock/period-lock.entity';
import { PeriodLockResolver } from './period-lock/period-lock.resolver';
import { periodLockEvents } from './period-lock/period-lock.events';
import { settingsRoutes } from './settings.routes';

export const settingsModule: FeatureModule = {
  name: 'settings',
  routes: [settingsRoutes],
  entities: [PeriodLockRow],
  resolvers: [PeriodLockResolver],
  events: [...periodLockEvents],
  rules: {
    Query: { periodLock: isAuthenticated },
    Mutation: { setPeriodLock: can('period-lock:write') },
  },
};
