// @test-pass embedded: opens no database, so the PostgreSQL pass leaves it out (jest.config.js).
import { join } from 'node:path';
import { scanMessages } from './message-scan';
import { catalogueEntries } from '../../src/core/i18n/messages';
import { translate } from '../../src/core/i18n/translate';
import { wireFeatureModules } from '../../src/bootstrap';

/*
 * Every message the service writes is in the catalogue with its Arabic (docs/api-conventions.md,
 * "Language"): a new English-only message at an error helper or a class-validator `message:` fails
 * here. `{}` stands where the code inserts a value; a sample value must match a catalogue template.
 */
describe('message catalogue coverage', () => {
  // The modules' messages join the catalogue when the application registers them.
  wireFeatureModules();
  const found = scanMessages(join(__dirname, '../../src'));
  const sample = (text: string) => text.replaceAll('{}', '7');

  it("finds the messages of the error helpers, class-validator options and rules' verdicts", () => {
    expect(found.length).toBeGreaterThan(500);
    expect(found.some((message) => message.kind === 'resource')).toBe(true);
    expect(found.some((message) => message.text.includes('{}'))).toBe(true);
    expect(found.some((message) => message.text === 'A served ticket cannot be voided.')).toBe(true);
  });

  it('has Arabic for every message and message template the code writes', () => {
    const untranslated = found
      .filter((message) => message.kind === 'message' && translate(sample(message.text), 'ar') === sample(message.text))
      .map((message) => `${message.file}:${message.line} ${message.text}`);
    expect(untranslated).toEqual([]);
  });

  it('translates whole messages: no English phrase is left in an Arabic answer (a loose template must not half-translate one)', () => {
    const halfEnglish = found
      .filter((message) => message.kind === 'message' && /[a-z]+ [a-z]+ [a-z]+/.test(translate(sample(message.text), 'ar')))
      .map((message) => `${message.file}:${message.line} ${translate(sample(message.text), 'ar')}`);
    expect(halfEnglish).toEqual([]);
  });

  it("has an Arabic name for every resource a 404 names ('{resource} was not found.')", () => {
    const terms = new Set(Object.values(catalogueEntries()).map((entry) => entry.en));
    const unnamed = found.filter((message) => message.kind === 'resource' && !(message.text.includes('{}') || terms.has(message.text)));
    expect(unnamed.map((message) => `${message.file}:${message.line} ${message.text}`)).toEqual([]);
    expect(translate('Modifier group was not found.', 'ar')).toBe('لم يُعثر على مجموعة الإضافات.');
  });

  it('carries translated values into templates (nested sentences and terms) and prefers the most specific template', () => {
    expect(translate('This API key allows 60 requests per minute; retry after 12 seconds.', 'ar')).toBe(
      'يسمح مفتاح API هذا بـ60 طلبًا في الدقيقة؛ أعد المحاولة بعد 12 ثانية.',
    );
    expect(translate('Guest ordering allows 60 requests per minute from one address; retry after 3 seconds.', 'ar')).toBe(
      'يسمح طلب الضيوف بـ60 طلبًا في الدقيقة من العنوان الواحد؛ أعد المحاولة بعد 3 ثانية.',
    );
    expect(translate('The batch is closed; you cannot add outputs to it.', 'ar')).toBe('الدفعة مغلقة؛ لا يمكن إضافة مخرجات إلى هذه الدفعة.');
    expect(translate('must be at most 120 characters', 'ar')).toBe('يجب ألا يزيد على 120 حرفًا');
    expect(translate('A purchase order that is Draft cannot be received; only Approved or PartiallyReceived orders can.', 'ar')).toBe(
      'لا يمكن استلام أمر شراء في الحالة Draft؛ يمكن ذلك للأوامر في الحالة Approved أو PartiallyReceived فقط.',
    );
  });
});
