// The two members of Obsidian's API the plugin uses (markdown/src/obsidian.ts), as the `obsidian` package declares them:
// the app provides the module at run time; the Markdown suite's stand-in provides them in Chromium.
declare module 'obsidian' {
  /** An Obsidian plugin: the app constructs it and calls onload. */
  export class Plugin {
    /** Called when the plugin is enabled. */
    onload(): Promise<void> | void;
    /** Renders every code block of `language` in reading view and live preview with `handler`, into `el`. */
    registerMarkdownCodeBlockProcessor(
      language: string,
      handler: (source: string, el: HTMLElement, ctx: unknown) => Promise<unknown> | void,
      sortOrder?: number,
    ): unknown;
  }
}
