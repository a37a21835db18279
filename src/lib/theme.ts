/** Light, dark or system; saved under `theme` in localStorage, dark by default (spec §2). */
import { LOCAL_KEYS } from './storage.ts';

export type ThemeChoice = 'light' | 'dark' | 'system';
const choices: ThemeChoice[] = ['light', 'dark', 'system'];

export function readTheme(): ThemeChoice {
  const saved = localStorage.getItem(LOCAL_KEYS.theme);
  return choices.includes(saved as ThemeChoice) ? (saved as ThemeChoice) : 'dark';
}

export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): 'light' | 'dark' {
  return choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;
}

export function setTheme(choice: ThemeChoice) {
  localStorage.setItem(LOCAL_KEYS.theme, choice);
  applyTheme();
}

export function applyTheme() {
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = resolveTheme(readTheme(), prefersDark);
}
