// Theme: the public --pp-* custom properties. Each defaults to VS Code's --vscode-* variable when the page has it, else
// to a light or dark colour: the `theme` attribute's, else (auto) the page's (its color-scheme or its background, as
// page-scheme.ts tells), else prefers-color-scheme's; forced colors use system colours.
import { css, unsafeCSS } from 'lit';

/** The light theme's private colours (the public --pp-* properties fall back to them). */
const LIGHT: Record<string, string> = {
  bg: '#fbfaf7',
  fg: '#1f2328',
  muted: '#555b63',
  border: '#cfcabd',
  felt: '#e4ede3',
  'seat-bg': '#ffffff',
  accent: '#0b5cad',
  'accent-fg': '#ffffff',
  'button-bg': '#ebe8df',
  'button-fg': '#1f2328',
  focus: '#0b5cad',
  highlight: '#e3a21a',
  'highlight-fg': '#1f2328',
  war: '#b3261e',
  'war-fg': '#ffffff',
  'error-bg': '#fdecea',
  'error-fg': '#8e1519',
  'tile-face': '#fbf7ea',
  'card-face': '#ffffff',
};
/** The dark theme's private colours. Pieces stay light-faced, as real ones are. */
const DARK: Record<string, string> = {
  bg: '#1c1d20',
  fg: '#e6e6e3',
  muted: '#a9adb3',
  border: '#41444b',
  felt: '#1d2b24',
  'seat-bg': '#26282c',
  accent: '#5aa4ee',
  'accent-fg': '#0b1220',
  'button-bg': '#34373d',
  'button-fg': '#e6e6e3',
  focus: '#7cb9f2',
  highlight: '#f0b429',
  'highlight-fg': '#1f2328',
  war: '#f28b82',
  'war-fg': '#1f2328',
  'error-bg': '#3b1d1d',
  'error-fg': '#ffb4ab',
  'tile-face': '#ece6d4',
  'card-face': '#efefea',
};

function scheme(colours: Record<string, string>, name: 'light' | 'dark') {
  return unsafeCSS(
    `${Object.entries(colours)
      .map(([k, v]) => `--_${k}: ${v};`)
      .join(' ')} color-scheme: ${name};`,
  );
}

export const themeStyles = css`
  :host { ${scheme(LIGHT, 'light')} }
  @media (prefers-color-scheme: dark) {
    :host { ${scheme(DARK, 'dark')} }
  }
  :host(:state(page-light)) { ${scheme(LIGHT, 'light')} }
  :host(:state(page-dark)) { ${scheme(DARK, 'dark')} }
  :host([theme='light']) { ${scheme(LIGHT, 'light')} }
  :host([theme='dark']) { ${scheme(DARK, 'dark')} }
  :host {
    /* Public properties: a page (or VS Code) overrides any of them. */
    --pp-bg: var(--vscode-editor-background, var(--_bg));
    --pp-fg: var(--vscode-editor-foreground, var(--_fg));
    --pp-muted: var(--vscode-descriptionForeground, var(--_muted));
    --pp-border: var(--vscode-widget-border, var(--vscode-panel-border, var(--_border)));
    --pp-felt: var(--vscode-editorWidget-background, var(--_felt));
    --pp-seat-bg: var(--vscode-sideBar-background, var(--_seat-bg));
    --pp-accent: var(--vscode-button-background, var(--_accent));
    --pp-accent-fg: var(--vscode-button-foreground, var(--_accent-fg));
    /* High contrast themes define no secondary button background (their secondary text is white or black): the editor's. */
    --pp-button-bg: var(--vscode-button-secondaryBackground, var(--vscode-editor-background, var(--_button-bg)));
    --pp-button-fg: var(--vscode-button-secondaryForeground, var(--_button-fg));
    --pp-focus: var(--vscode-focusBorder, var(--_focus));
    --pp-highlight: var(--_highlight);
    --pp-highlight-fg: var(--_highlight-fg);
    --pp-war: var(--_war);
    --pp-war-fg: var(--_war-fg);
    --pp-error-bg: var(--vscode-inputValidation-errorBackground, var(--_error-bg));
    --pp-error-fg: var(--vscode-errorForeground, var(--_error-fg));
    --pp-font: var(--vscode-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --pp-piece-font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    --pp-radius: 10px;
    /* Pieces. */
    --pp-tile-face: var(--_tile-face);
    --pp-tile-back: #24466f;
    --pp-tile-back-line: #e8dcc0;
    --pp-card-face: var(--_card-face);
    --pp-card-back: #8a1d2c;
    --pp-card-back-line: #e9c3ae;
    --pp-piece-edge: #6b6558;
    --pp-red-suit: #c8102e;
    --pp-black-suit: #1b1b1b;
    --pp-pack-mark: #3d3d3d;
    --pp-pack-2: #d9e7f5;
    --pp-pack-3: #f5dcc8;
    --pp-pack-4: #d8ecd0;
    --pp-pack-5: #eadcf2;
    --pp-pack-6: #f1ebbf;
    --pp-pack-7: #dadada;
    --pp-pack-8: #f4d5df;
    /*
     * Text on the felt: black or white, whichever reads better on the felt (its luminance decides), so a page that
     * sets a dark --pp-felt in a light theme keeps 4.5:1 without setting this too.
     */
    --pp-felt-fg: rgb(
      from var(--pp-felt)
        clamp(0, (0.179 - (0.2126 * pow(r / 255, 2.2) + 0.7152 * pow(g / 255, 2.2) + 0.0722 * pow(b / 255, 2.2))) * 100000, 255)
        clamp(0, (0.179 - (0.2126 * pow(r / 255, 2.2) + 0.7152 * pow(g / 255, 2.2) + 0.0722 * pow(b / 255, 2.2))) * 100000, 255)
        clamp(0, (0.179 - (0.2126 * pow(r / 255, 2.2) + 0.7152 * pow(g / 255, 2.2) + 0.0722 * pow(b / 255, 2.2))) * 100000, 255)
    );
    /* --pp-piece-size, --pp-coin-size and --pp-die-size are unset: the widget sizes pieces from its width (table.styles.ts). */
    display: block;
    container-type: inline-size;
    font-family: var(--pp-font);
    /* Off-screen widgets skip layout and paint (a rules page may hold many, all playing). */
    content-visibility: auto;
    contain-intrinsic-size: auto 24rem;
  }
  :host([hidden]) {
    display: none;
  }
  @media (forced-colors: active) {
    :host {
      --pp-bg: Canvas;
      --pp-fg: CanvasText;
      --pp-muted: CanvasText;
      --pp-border: CanvasText;
      --pp-felt: Canvas;
      --pp-seat-bg: Canvas;
      --pp-accent: ButtonText;
      --pp-accent-fg: ButtonFace;
      --pp-button-bg: ButtonFace;
      --pp-button-fg: ButtonText;
      --pp-focus: Highlight;
      --pp-highlight: Highlight;
      --pp-highlight-fg: HighlightText;
      --pp-error-bg: Canvas;
      --pp-error-fg: CanvasText;
      --pp-felt-fg: CanvasText;
    }
  }
`;
