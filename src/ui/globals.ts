/** Global styles: the two palettes (by `data-theme` on <html>), base type, focus and motion. */
import { css } from '@linaria/core';
import { SURFACE } from './palette.ts';

export const globals = css`
  :global() {
    :root {
      color-scheme: dark;
      --bg: #0b0d12;
      --surface: ${SURFACE.dark};
      --surface-2: #1c2130;
      --border: #2a2f3a;
      --text: #eef0f5;
      --muted: #b8bfcc;
      --accent: #6d4aff;
      --accent-text: #ffffff;
      --link: #b3a3ff;
      --danger: #ff8a8a;
      --success: #5fd39a;
      --radius: 14px;
      --column: 425px;
      /* The desktop shell's side columns and the gaps beside the column (src/features/shell/AppShell.tsx). */
      --side-start: 260px;
      --side-end: 340px;
      --side-gap: 24px;
      font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    }
    :root[data-theme='light'] {
      color-scheme: light;
      --bg: #f6f7fb;
      --surface: ${SURFACE.light};
      --surface-2: #eef0f6;
      --border: #d9dde7;
      --text: #12141a;
      --muted: #4a5263;
      --accent: #5b3df5;
      --link: #4a2fd9;
      --danger: #b3261e;
      --success: #1e7a4f;
    }
    /* Hidden means hidden, whatever display a class gives the element (a tab panel that is a grid). */
    [hidden] {
      display: none !important;
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html,
    body {
      margin: 0;
      background: var(--bg);
      color: var(--text);
      line-height: 1.5;
      -webkit-font-smoothing: antialiased;
    }
    a {
      color: inherit;
    }
    /* What people write can be one long word ('WWWW…' at a name's or a title's limit): headings
       and paragraphs break it at the edge of their box rather than widen the box, and so every box
       around it, past the screen (issue 49). Not controls' labels: squeezed, 'System' would break
       inside the word. Lines that are cut instead use oneLine (./text.ts). */
    h1,
    h2,
    h3,
    h4,
    p {
      overflow-wrap: anywhere;
    }
    button,
    input,
    select,
    textarea {
      font: inherit;
      color: inherit;
    }
    :focus-visible {
      outline: 3px solid var(--accent);
      outline-offset: 2px;
    }
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        transition-duration: 0.01ms !important;
      }
    }
  }
`;
