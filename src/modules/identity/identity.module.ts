import type { FeatureModule } from '../feature-module';
import { Organization } from './organizations/organization.entity';
import { Branch } from './branches/branch.entity';
import { User } from './users/user.entity';
import { Membership } from './memberships/membership.entity';
import { Session } from './sessions/session.entity';

export const identityModule: FeatureModule = {
  name: 'identity',
  entities: [Organization, Branch, User, Membership, Session],
};
