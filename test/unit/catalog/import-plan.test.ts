import { planImport, planSignature, type CatalogueSnapshot } from '../../../src/modules/catalog/imports/import-plan';
import { parseImportContent } from '../../../src/modules/catalog/imports/import-parse';
import { ImportFormat, ImportRowAction } from '../../../src/modules/catalog/imports/import-format';
import { productImportCells, PRODUCT_IMPORT_COLUMNS } from '../../../src/modules/catalog/imports/product-import-columns';
import { SALES_CHANNEL_KINDS } from '../../../src/modules/catalog/shared/sales-channel-kind';

const kebab = {
  code: 'KEB-1',
  name: 'Kebab',
  nameAr: 'كباب',
  description: null,
  descriptionAr: null,
  basePriceIqd: 12000,
  active: true,
  channels: ['Delivery', 'DineIn'],
  sortOrder: 1,
  imageUrl: null,
};

function snapshot(): CatalogueSnapshot {
  return {
    products: new Map([['keb-1', { id: 'p1', cells: productImportCells(kebab, 'GRILL', null, SALES_CHANNEL_KINDS) }]]),
    categories: new Map([['grill', { id: 'c1', code: 'GRILL' }]]),
    taxCodes: new Map([
      ['VAT15', { id: 't1', code: 'VAT15', problem: null }],
      ['OLD', { id: 't2', code: 'OLD', problem: 'tax code OLD is inactive' }],
    ]),
    taxCodeKey: (code) => code.trim().toUpperCase(),
  };
}

const plan = (content: string, format = ImportFormat.Csv) => planImport(parseImportContent(format, content), snapshot());

describe('catalogue import planning', () => {
  it('writes every product column in the documented order', () => {
    expect(PRODUCT_IMPORT_COLUMNS).toEqual([
      'code',
      'name',
      'nameAr',
      'description',
      'descriptionAr',
      'categoryCode',
      'basePriceIqd',
      'taxCode',
      'active',
      'channels',
      'sortOrder',
      'imageUrl',
    ]);
    expect(productImportCells(kebab, 'GRILL', null, SALES_CHANNEL_KINDS)).toMatchObject({ channels: 'DineIn|Delivery', active: 'true', basePriceIqd: '12000' });
  });

  it('an exported row imports as Unchanged (round trip), whatever the case of codes and channel names', () => {
    const cells = productImportCells(kebab, 'GRILL', null, SALES_CHANNEL_KINDS);
    const header = PRODUCT_IMPORT_COLUMNS.join(',');
    const row = PRODUCT_IMPORT_COLUMNS.map((c) => cells[c] ?? '').join(',');
    expect(plan(`${header}\n${row}`).rows[0].action).toBe(ImportRowAction.Unchanged);
    expect(plan('code,name,basePriceIqd,categoryCode,channels\nkeb-1,Kebab,12000,grill,delivery|DINEIN').rows[0]).toMatchObject({
      action: ImportRowAction.Update,
      changes: [{ column: 'code', before: 'KEB-1', after: 'keb-1' }],
    });
  });

  it('lists exactly the changed columns as before → after cell text', () => {
    const row = plan('code,name,nameAr,basePriceIqd,taxCode,active\nKEB-1,Kebab,,12500,vat15,FALSE').rows[0];
    expect(row.changes).toEqual([
      { column: 'nameAr', before: 'كباب', after: null },
      { column: 'basePriceIqd', before: '12000', after: '12500' },
      { column: 'taxCode', before: null, after: 'VAT15' },
      { column: 'active', before: 'true', after: 'false' },
    ]);
  });

  it('keeps active, channels and sortOrder when their cell is empty', () => {
    expect(plan('code,name,basePriceIqd,active,channels,sortOrder\nKEB-1,Kebab,12000,,,').rows[0].action).toBe(ImportRowAction.Unchanged);
  });

  it('reports every bad cell with row number and column', () => {
    const result = plan('code,name,basePriceIqd,taxCode,sortOrder,imageUrl\nX 1,,-5,OLD,1.5,ftp://a');
    expect(result.rows[0].errors).toEqual([
      { rowNumber: 2, column: 'code', message: 'may contain only letters, digits, dot, dash and underscore' },
      { rowNumber: 2, column: 'name', message: 'is required' },
      { rowNumber: 2, column: 'basePriceIqd', message: 'must be a whole number of IQD, 0 or more' },
      { rowNumber: 2, column: 'taxCode', message: 'tax code OLD is inactive' },
      { rowNumber: 2, column: 'sortOrder', message: 'must be a whole number, 0 or more' },
      { rowNumber: 2, column: 'imageUrl', message: 'must be an http or https URL' },
    ]);
  });

  it('creates a missing category once, and not for rows in error', () => {
    const result = plan('code,name,basePriceIqd,categoryCode\nA,A,1,Soups\nB,B,1,SOUPS\nC,,1,Salads');
    expect(result.newCategoryCodes).toEqual(['Soups']);
    expect(result.rows[1].cells.categoryCode).toBe('Soups');
  });

  it('gives the same signature for the same plan and another one when a change differs', () => {
    const a = plan('code,name,basePriceIqd\nKEB-1,Kebab,13000').rows;
    const b = plan('code,name,basePriceIqd\nKEB-1,Kebab,14000').rows;
    expect(planSignature(a)).toBe(planSignature(plan('code,name,basePriceIqd\nKEB-1,Kebab,13000').rows));
    expect(planSignature(a)).not.toBe(planSignature(b));
  });

  it('refuses whole files that cannot be read with a message on content', () => {
    expect(() => parseImportContent(ImportFormat.Csv, 'code,name,basePriceIqd,code\n1,2,3,4')).toThrow();
    expect(() => parseImportContent(ImportFormat.Csv, 'code,name,basePriceIqd\n"unterminated')).toThrow();
    expect(() => parseImportContent(ImportFormat.Json, '{"code":"A"}')).toThrow();
    expect(() => parseImportContent(ImportFormat.Csv, 'code,name,basePriceIqd')).toThrow();
  });
});
