// The engine's game-links entry: share.ts alone, for the widget to import() when a link is first copied or opened (kept
// out of on-demand.ts, whose re-export would put it in every page's start-up). index.ts exports the same for the rest.
export { SHARE_PARAM, SHARE_VERSION, encodeShare, decodeShare, openShare, shareLink, type SharedGame } from './share.ts';
