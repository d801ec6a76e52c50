import type { FeatureModule } from '../feature-module';
import { can } from '../../core/auth/rules';
import { Department } from './departments/department.entity';
import { DepartmentResolver } from './departments/department.resolver';
import { departmentEvents } from './departments/department.events';
import { Position } from './positions/position.entity';
import { PositionResolver } from './positions/position.resolver';
import { positionEvents } from './positions/position.events';

export const hrModule: FeatureModule = {
  name: 'hr',
  entities: [Department, Position],
  resolvers: [DepartmentResolver, PositionResolver],
  events: [...departmentEvents, ...positionEvents],
  rules: {
    Query: {
      departments: can('hr:read'),
      department: can('hr:read'),
      positions: can('hr:read'),
      position: can('hr:read'),
    },
    Mutation: {
      createDepartment: can('hr:write'),
      updateDepartment: can('hr:write'),
      deleteDepartment: can('hr:write'),
      createPosition: can('hr:write'),
      updatePosition: can('hr:write'),
      deletePosition: can('hr:write'),
    },
  },
};
