// The message the embed page (embed.ts) posts to its host with its height, and the heights a host heeds: shared by the
// page and the host's sizing script (embed-frame.ts), which must not carry the page's code.

/** The message's `type`. */
export const HEIGHT_MESSAGE = 'piecepack-war:height';

/** The least and most height (CSS pixels) a host sets its iframe to, whatever a message says. */
export const FRAME_HEIGHTS = { least: 120, most: 4000 } as const;
