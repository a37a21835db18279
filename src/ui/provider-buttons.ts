/**
 * Sign-in buttons dressed by each provider's rules: Google's neutral button (white with a grey
 * border on light, #131314 on dark, the four-colour 'G'), Apple's black button with the white
 * logo on light and the white button with the black logo on dark.
 */
import { css } from '@linaria/core';
import { buttonBase } from './button.ts';

const providerBase = `
  ${buttonBase}
  gap: 12px;
  svg {
    flex: none;
  }
`;

export const googleButton = css`
  ${providerBase}
  border: 1px solid #8e918f;
  background: #131314;
  color: #e3e3e3;
  :root[data-theme='light'] & {
    border-color: #747775;
    background: #ffffff;
    color: #1f1f1f;
  }
`;

export const appleButton = css`
  ${providerBase}
  border: 1px solid #ffffff;
  background: #ffffff;
  color: #000000;
  :root[data-theme='light'] & {
    border-color: #000000;
    background: #000000;
    color: #ffffff;
  }
`;
