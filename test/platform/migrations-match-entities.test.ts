import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The schema comes only from migrations; entities that drift from them would fail at run time. */
describe('migrations and entities', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('leave nothing for a new migration to do (npm run migration:generate)', async () => {
    const pending = await database.db.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });
});
