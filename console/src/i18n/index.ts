import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { ar } from './ar';
import { localDigits, setArabicDigitSystem, type DigitSystem } from '../ui/format';

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

/** Every translated sentence in the screen's digits (the Arabic texts are written with Western digits). */
const screenDigits = { type: 'postProcessor' as const, name: 'screenDigits', process: (value: string) => localDigits(value, i18n.language) };

/** Chooses the digits of Arabic screens in this browser and redraws every translated text and figure. */
export function applyDigits(system: DigitSystem): void {
  setArabicDigitSystem(system);
  void i18n.changeLanguage(i18n.language);
}

export function initI18n(): void {
  const language = storedLanguage();
  void i18n
    .use(initReactI18next)
    .use(screenDigits)
    .init({
      postProcess: ['screenDigits'],
      resources: { en: { translation: en }, ar: { translation: ar } },
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
    });
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
