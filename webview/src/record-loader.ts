// Opening game records as a reactive controller: the record on the table (set as a property, or fetched from
// `record-src`), the fetch with its failures reported, never thrown, and only the latest load counting.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { OptionsInput } from '../../engine/src/on-demand.ts';
import type { WidgetError } from './game-session.ts';

/** What the loader tells the element. */
export interface RecordPort {
  /** A record arrived from `record-src` (or `record-src` went away): start the game it holds (or the attributes' game). */
  opened(): void;
  /** A load failed: show why in place of the table. */
  failed(error: WidgetError): void;
}

/** Turns anything thrown into a message. */
function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The longest address an error message repeats (a page may pass anything). */
const MAX_ECHO = 200;

function echo(src: string): string {
  return JSON.stringify(src.length > MAX_ECHO ? `${src.slice(0, MAX_ECHO)}…` : src);
}

/** The record of one element. */
export class RecordLoader implements ReactiveController {
  /** The record open on the table as given (null: none; the game deals from the attributes). */
  data: unknown = null;
  /** Whether a fetch is under way. */
  loading = false;
  /** Bumped by every load and every record set directly: an older fetch that answers late is dropped. */
  private token = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly port: RecordPort,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Opens a record given directly (null: back to the attributes); any fetch under way is dropped. */
  set(record: unknown): void {
    this.token++;
    this.loading = false;
    this.data = record ?? null;
  }

  /** The options the open record asks for ({} when there is none or it has none). */
  options(): OptionsInput {
    const options = (this.data as { options?: unknown } | null)?.options;
    return options && typeof options === 'object' ? (options as OptionsInput) : {};
  }

  /** Fetches the record at `src` (relative to the page) and tells the element; no `src`: back to the attributes. */
  async load(src: string | undefined): Promise<void> {
    const token = ++this.token;
    if (!src) {
      this.data = null;
      this.loading = false;
      this.port.opened();
      return;
    }
    this.loading = true;
    this.host.requestUpdate();
    let data: unknown;
    try {
      const response = await fetch(new URL(src, document.baseURI));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      data = JSON.parse(await response.text());
      // JSON null (or a number, a string...) is no record at all: dealing a random game instead would hide the mistake.
      if (data === null || typeof data !== 'object')
        throw new Error(`it holds ${data === null ? 'null' : `a ${typeof data}`}, not a game record`);
    } catch (e) {
      if (token !== this.token) return;
      this.loading = false;
      this.port.failed({
        option: 'record-src',
        message: `could not load the game record ${echo(src)}: ${messageOf(e)}`,
        allowed: 'the URL of a piecepack-war game record (JSON)',
        code: 'record-src',
        values: { url: echo(src) },
      });
      return;
    }
    if (token !== this.token) return;
    this.loading = false;
    this.data = data;
    this.port.opened();
  }
}
