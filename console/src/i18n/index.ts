import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { ar } from './ar';

export type Language = 'en' | 'ar';
const LANGUAGE_KEY = 'console.language';

export function storedLanguage(): Language {
  return localStorage.getItem(LANGUAGE_KEY) === 'ar' ? 'ar' : 'en';
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Remembers the choice and puts `lang`/`dir` on <html>, which Mantine and the browser follow. */
export function applyLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  void i18n.changeLanguage(language);
}

export function initI18n(): void {
  const language = storedLanguage();
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, ar: { translation: ar } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
