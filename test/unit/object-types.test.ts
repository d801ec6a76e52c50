import fs from 'node:fs';
import path from 'node:path';

/*
 * Every GraphQL object type is declared with `simpleResolvers: true` (docs/performance.md,
 * "Per-request CPU"): a plain field is read by GraphQL's default resolver, which graphql-jit inlines
 * as a property read, instead of through type-graphql's per-value wrapper. Field resolvers
 * (@FieldResolver, or @Field on a method) keep theirs.
 */

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('GraphQL object types', () => {
  const declarations = sourceFiles(path.join(ROOT, 'src')).flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    return [...source.matchAll(/@ObjectType\(([^)]*)\)/g)].map((match) => ({
      where: `${path.relative(ROOT, file)}: ${match[0].slice(0, 60)}`,
      args: match[1],
    }));
  });

  it('finds the declarations', () => {
    expect(declarations.length).toBeGreaterThan(100);
  });

  it('declares every object type with simpleResolvers: true', () => {
    expect(declarations.filter((declaration) => !/\bsimpleResolvers: true\b/.test(declaration.args)).map((declaration) => declaration.where)).toEqual([]);
  });
});
