import type { FeatureModule } from '../feature-module';
import { can } from '../../core/auth/rules';
import { TaxCode } from './tax-codes/tax-code.entity';
import { TaxCodeResolver } from './tax-codes/tax-code.resolver';
import { taxCodeEvents } from './tax-codes/tax-code.events';
import { BankAccount } from './bank-accounts/bank-account.entity';
import { BankAccountResolver } from './bank-accounts/bank-account.resolver';
import { bankAccountEvents } from './bank-accounts/bank-account.events';
import { StatementImport } from './statement-imports/statement-import.entity';
import { StatementImportResolver } from './statement-imports/statement-import.resolver';
import { statementImportEvents } from './statement-imports/statement-import.events';
import { StatementLine } from './statement-lines/statement-line.entity';
import { StatementLineResolver } from './statement-lines/statement-line.resolver';
import { statementLineEvents } from './statement-lines/statement-line.events';
import { transferTarget } from './match-targets/transfer.target';
import { otherTarget } from './match-targets/other.target';
import { statementLinesReport } from './statement-lines/statement-line.reports';
import { accountingRoutes } from './accounting.routes';
import { ACCOUNTING_MESSAGES } from './accounting.messages';
import { bankAccountsSort } from './bank-accounts/bank-account.service';
import { statementImportsSort } from './statement-imports/statement-import.service';
import { bankStatementLinesSort } from './statement-lines/statement-line.service';
import { taxCodesSort } from './tax-codes/tax-code.service';

const read = can('accounting:read');
const write = can('accounting:write');

export const accountingModule: FeatureModule = {
  name: 'accounting',
  routes: [accountingRoutes],
  messages: ACCOUNTING_MESSAGES,
  sortFields: [bankAccountsSort, statementImportsSort, bankStatementLinesSort, taxCodesSort],
  entities: [TaxCode, BankAccount, StatementImport, StatementLine],
  resolvers: [TaxCodeResolver, BankAccountResolver, StatementImportResolver, StatementLineResolver],
  events: [...taxCodeEvents.definitions, ...bankAccountEvents.definitions, ...statementImportEvents.definitions, ...statementLineEvents.definitions],
  matchTargets: [transferTarget, otherTarget],
  reports: [statementLinesReport],
  rules: {
    Query: {
      taxCodes: read,
      taxCode: read,
      bankAccounts: read,
      bankAccount: read,
      statementImports: read,
      bankStatementLines: read,
      bankStatementLine: read,
      bankStatementLineSuggestions: read,
    },
    Mutation: {
      createTaxCode: write,
      updateTaxCode: write,
      setTaxCodeActive: write,
      deleteTaxCode: write,
      createBankAccount: write,
      updateBankAccount: write,
      setBankAccountActive: write,
      importBankStatement: write,
      matchBankStatementLine: write,
      excludeBankStatementLine: write,
      reopenBankStatementLine: write,
    },
  },
};
