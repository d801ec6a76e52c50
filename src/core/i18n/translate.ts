import type { Request } from 'express';
import { catalogueEntries, catalogueVersion } from './messages';
import type { FieldErrors } from '../errors/app-error';

/*
 * Answers in the caller's language: `Accept-Language` names it (Arabic when `ar` is preferred over
 * English; English otherwise). Without the header, a signed-in member's answers take the
 * organisation's default language (members have no saved language of their own); anyone else gets
 * English (docs/api-conventions.md "Language"). Code produces English; the catalogue (messages.ts)
 * turns a known English message into Arabic.
 */
export type Language = 'en' | 'ar';

/** The preferred of English and Arabic in an Accept-Language header (q-values honoured); English by default. */
export function languageFromHeader(header: string | undefined): Language {
  return headerLanguage(header) ?? 'en';
}

/** The language the header names, or null when it names neither English nor Arabic (absent, `*`, other languages only). */
function headerLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  let best: { lang: Language; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const q = Number(
      params
        .find((param) => param.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    const lang: Language | null = tag === 'ar' || tag.startsWith('ar-') ? 'ar' : tag === 'en' || tag.startsWith('en-') ? 'en' : null;
    if (lang && Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? null;
}

/**
 * The answer language of a request: the header's when it names English or Arabic; otherwise the
 * signed-in caller's (the principal the credential resolved, on res.locals.ctx); otherwise English.
 */
export function languageOf(req: (Pick<Request, 'headers'> & { res?: { locals?: Record<string, unknown> } }) | undefined): Language {
  const header = req?.headers?.['accept-language'];
  const asked = headerLanguage(Array.isArray(header) ? header[0] : header);
  if (asked) return asked;
  const ctx = req?.res?.locals?.ctx as { principal?: { language?: Language } | null } | undefined;
  return ctx?.principal?.language ?? 'en';
}

interface Template {
  pattern: RegExp;
  names: string[];
  ar: string;
  /** Length of the English text outside placeholders. */
  literal: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Compiled {
  version: number;
  templates: Template[];
  exact: Map<string, string>;
}

let compiled: Compiled | undefined;

/** The catalogue's templates and exact texts, built again only when modules registered messages since. */
function compiledCatalogue(): Compiled {
  const version = catalogueVersion();
  if (compiled?.version === version) return compiled;
  const entries = Object.values(catalogueEntries());
  const templates = entries
    .map(({ en, ar }) => {
      const names: string[] = [];
      const source = en
        .split(/(\{\w+\})/)
        .map((part) => {
          const placeholder = /^\{(\w+)\}$/.exec(part);
          if (!placeholder) return escapeRegExp(part);
          names.push(placeholder[1]);
          return '(.+?)';
        })
        .join('');
      return { pattern: new RegExp(`^${source}$`, 's'), names, ar, literal: en.replace(/\{\w+\}/g, '').length };
    })
    // The most specific template first: "This API key allows {n} requests per minute; retry after {seconds} seconds." before "{message}; retry after {seconds} seconds.".
    .sort((a, b) => b.literal - a.literal);
  const exact = new Map(entries.filter(({ en }) => !en.includes('{')).map(({ en, ar }) => [en, ar]));
  compiled = { version, templates, exact };
  return compiled;
}

/** A message in the language asked for (unchanged in English, or when the catalogue does not know it). */
export function translate(message: string, lang: Language): string {
  if (lang === 'en') return message;
  const { exact: exactTexts, templates } = compiledCatalogue();
  const exact = exactTexts.get(message);
  if (exact) return exact;
  for (const template of templates) {
    if (!template.names.length) continue;
    const match = template.pattern.exec(message);
    // A value that is itself a catalogue message or term (a resource name, a nested sentence) is carried over translated.
    if (match) return template.names.reduce((text, name, index) => text.replaceAll(`{${name}}`, translateValue(match[index + 1], lang)), template.ar);
  }
  return message;
}

/** A placeholder's value: a catalogue message or term, or a list of them joined by " or " (statuses the code lists). */
function translateValue(value: string, lang: Language): string {
  const translated = translate(value, lang);
  if (translated !== value || !value.includes(' or ')) return translated;
  return value
    .split(' or ')
    .map((part) => translate(part, lang))
    .join(' أو ');
}

export function translateFields(fields: FieldErrors, lang: Language): FieldErrors {
  if (lang === 'en') return fields;
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map((message) => translate(message, lang))]));
}

/** A symbol-keyed property: Apollo copies the context per operation, and copies own symbol properties with it. */
const LANGUAGE = Symbol('answerLanguage');

/** Remembers a GraphQL request's language on its context (read by the error plugin, src/core/i18n/graphql-errors.ts). */
export function rememberLanguage<T extends object>(ctx: T, lang: Language): T {
  if (lang !== 'en') (ctx as Record<symbol, Language>)[LANGUAGE] = lang;
  return ctx;
}

export function languageOfContext(ctx: object | undefined): Language {
  return (ctx as Record<symbol, Language> | undefined)?.[LANGUAGE] ?? 'en';
}
