import type { FeatureModule } from '../feature-module';
import { can } from '../../core/auth/rules';
import { TaxCode } from './tax-codes/tax-code.entity';
import { TaxCodeResolver } from './tax-codes/tax-code.resolver';
import { taxCodeEvents } from './tax-codes/tax-code.events';

const read = can('accounting:read');
const write = can('accounting:write');

export const accountingModule: FeatureModule = {
  name: 'accounting',
  entities: [TaxCode],
  resolvers: [TaxCodeResolver],
  events: [...taxCodeEvents.definitions],
  rules: {
    Query: { taxCodes: read, taxCode: read },
    Mutation: { createTaxCode: write, updateTaxCode: write, setTaxCodeActive: write, deleteTaxCode: write },
  },
};
