import { describe, expect, it } from 'vitest';
import { discoverTarget, isFullWidthPath } from '../../src/features/shell/layout-rules.ts';
import { resolveTheme } from '../../src/lib/theme.ts';

describe('shell layout rules', () => {
  it('uses the full width on /3d-app and /live-event paths only', () => {
    expect(isFullWidthPath('/3d-app/')).toBe(true);
    expect(isFullWidthPath('/live-event')).toBe(true);
    expect(isFullWidthPath('/time-line')).toBe(false);
    expect(isFullWidthPath('/3d-apple')).toBe(false);
  });

  it('points Discover at the current page during account creation and template choice', () => {
    expect(discoverTarget('/create-account')).toBe('/create-account');
    expect(discoverTarget('/pod-templates')).toBe('/pod-templates');
    expect(discoverTarget('/profile')).toBe('/time-line');
  });

  it('resolves the system theme from the device preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });
});
